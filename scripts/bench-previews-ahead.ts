// Times drawing link previews ahead, as after an import (lib/server/seo/link-previews.ts): the previews of the
// first N active pieces (by id), one at a time as the background work does, into a scratch media folder whose
// product pictures are the catalogue's own (linked), so every preview is drawn, none found. Prints one JSON line
// { pieces, ms, perPieceMs, bytesMax } for scripts/bench-scale.mjs.
// Usage: DATABASE_URL=… DATA_DIR=<the catalogue's data dir> node --conditions=react-server --import tsx
//        scripts/bench-previews-ahead.ts [N]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, rowsOf } from '@/lib/server/db';

async function main() {
  const pieces = Number(process.argv[2] || 200);
  const source = path.resolve(process.env.DATA_DIR ?? '.data', 'media');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-previews-ahead-'));
  fs.mkdirSync(path.join(scratch, 'media'));
  if (fs.existsSync(path.join(source, 'products'))) {
    fs.symlinkSync(path.join(source, 'products'), path.join(scratch, 'media', 'products'));
  }
  process.env.DATA_DIR = scratch;
  try {
    const db = await getDb();
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM products WHERE active ORDER BY id LIMIT ${pieces}`),
    ).map((r) => Number(r.id));
    const { drawProductPreviewsAhead } = await import('@/lib/server/seo/link-previews');
    const started = performance.now();
    const drawn = await drawProductPreviewsAhead(ids);
    const ms = performance.now() - started;
    const folder = path.join(scratch, 'media', 'previews');
    const sizes = fs.readdirSync(folder).map((f) => fs.statSync(path.join(folder, f)).size);
    console.log(
      JSON.stringify({ pieces: drawn, ms: Math.round(ms), perPieceMs: ms / drawn, bytesMax: Math.max(...sizes) }),
    );
  } finally {
    await closeDb();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

void main();
