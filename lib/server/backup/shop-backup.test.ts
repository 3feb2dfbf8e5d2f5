// Backups of a running shop: taken while shoppers keep placing orders, a backup restored into an empty
// database holds every order committed before it started, each whole (its lines with it), and the pictures;
// a restore into a shop that holds anything is refused; one daily backup per day however many instances ask.
// On the test's own database: in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL (the restore target is
// then a fresh database on the same server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db';
import * as schema from '@/lib/server/db/schema';
import { rowsOf } from '@/lib/server/db/rows';
import { diskStore, mediaStore } from '@/lib/server/media/media-store';
import { seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  productsWithStock,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { restoreBackup, writeBackup } from './write-backup';
import { RestoreRefusedError } from './restore-database';

installSandboxProvider();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
process.env.DATA_DIR = path.join(work, 'data');

type Target = { db: Database; close: () => Promise<void> };

/** An empty database of the same kind as the test's own. */
async function emptyTarget(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    return { db: drizzlePglite(client, { schema }) as unknown as Database, close: () => client.close() };
  }
  const name = `storefront_restore_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    close: async () => {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Each order with its lines and events, as one comparable line. */
async function ordersOf(db: Database): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; line: string }>(
    await db.execute(sql`
      SELECT o.id, concat_ws('|', o.status, o.total_paise, o.user_id, o.created_at::text,
        (SELECT string_agg(concat_ws(':', i.product_id, i.quantity, i.unit_price_paise), ',' ORDER BY i.id) FROM order_items i WHERE i.order_id = o.id),
        (SELECT count(*) FROM order_events e WHERE e.order_id = o.id)) AS line
        FROM orders o`),
  );
  return new Map(rows.map((r) => [Number(r.id), r.line]));
}

let piece: TestProduct;
beforeAll(async () => {
  await seedCatalogue();
  [piece] = await productsWithStock(1, 10_000);
  const media = mediaStore();
  await media.put('products/uploads/1-backup.webp', randomBytes(4000), 'image/webp');
  await media.put('carousel/slide-backup.png', randomBytes(300), 'image/png');
}, 60_000);

let target: Target;
beforeAll(async () => {
  target = await emptyTarget();
}, 60_000);

afterAll(async () => {
  await target?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

it('refuses a media store that already holds pictures, before touching the database', async () => {
  const file = path.join(work, 'first.tar.gz');
  await writeBackup(file, await getDb(), mediaStore());
  await expect(restoreBackup(file, target.db, mediaStore())).rejects.toThrow(/already holds/);
  const tables = rowsOf<{ n: number }>(
    await target.db.execute(
      sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
    ),
  );
  expect(Number(tables[0].n)).toBe(0);
}, 60_000);

it('refuses a file that is not a backup', async () => {
  const file = path.join(work, 'not-a-backup.tar.gz');
  fs.writeFileSync(file, 'hello');
  await expect(restoreBackup(file, target.db, diskStore(path.join(work, 'm3')))).rejects.toThrow();
});

it('restores a backup taken while orders are placed: every order committed before it, each whole', async () => {
  const committed: { id: number; at: number }[] = [];
  let stop = false;
  // Two shoppers' sessions at a time keep placing orders (two each: an account holds two unpaid orders).
  const writer = async () => {
    while (!stop) {
      const shopper = await createShopper();
      for (let i = 0; i < 2 && !stop; i++) {
        const answer = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 1 }]));
        expect(answer.status).toBe(201);
        committed.push({ id: Number(answer.body.order.id), at: performance.now() });
      }
    }
  };
  const writers = [writer(), writer()];
  while (committed.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));

  const started = performance.now();
  const before = committed.map((c) => c.id);
  const file = path.join(work, 'shop.tar.gz');
  const backup = await writeBackup(file, await getDb(), mediaStore());
  stop = true;
  await Promise.all(writers);
  const during = committed.filter((c) => c.at > started).length;
  // Orders were being placed while the backup ran.
  expect(during).toBeGreaterThan(0);

  {
    const media = diskStore(path.join(work, 'restored-media'));
    const restored = await restoreBackup(file, target.db, media);
    expect(restored.rows).toBe(backup.rows);
    const source = await ordersOf(await getDb());
    const copy = await ordersOf(target.db);
    // Every order committed before the backup began is there, exactly as in the shop.
    for (const id of before) expect(copy.get(id)).toBe(source.get(id));
    // Whatever else is there is whole: an order of the snapshot never lacks its lines or events.
    for (const [id, line] of copy) expect(line).toBe(source.get(id));
    expect(copy.size).toBeGreaterThanOrEqual(before.length);
    expect(copy.size + during).toBeGreaterThanOrEqual(source.size - 2);
    // The pictures came along, byte for byte.
    const original = await mediaStore().get('products/uploads/1-backup.webp');
    expect((await media.get('products/uploads/1-backup.webp'))?.body.equals(original!.body)).toBe(true);
    expect(restored.mediaFiles).toBe(2);
    // New rows continue after the restored ids, and the search columns were computed again.
    const [next] = await target.db
      .insert(schema.categories)
      .values({ name: 'After Restore', slug: `after-restore-${Date.now()}` })
      .returning({ id: schema.categories.id });
    const [max] = rowsOf<{ id: number }>(await (await getDb()).execute(sql`SELECT max(id)::int AS id FROM categories`));
    expect(next.id).toBeGreaterThan(Number(max.id));
    const found = rowsOf<{ n: number }>(
      await target.db.execute(
        sql`SELECT count(*)::int AS n FROM products WHERE search_vector @@ plainto_tsquery('english', 'necklace')`,
      ),
    );
    expect(Number(found[0].n)).toBeGreaterThan(0);

    // A second restore into what is now a shop is refused, and changes nothing.
    await expect(restoreBackup(file, target.db, diskStore(path.join(work, 'other-media')))).rejects.toThrow(
      RestoreRefusedError,
    );
    await expect(restoreBackup(file, target.db, diskStore(path.join(work, 'other-media')))).rejects.toThrow(
      /not empty/,
    );
    expect((await ordersOf(target.db)).size).toBe(copy.size);
  }
}, 120_000);
