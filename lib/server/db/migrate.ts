// Applies the SQL migrations that drizzle-kit generated (committed under ./migrations) in journal order.
// Idempotent; on PostgreSQL it holds an advisory lock so instances starting together do not race.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './types';
import { rowsOf } from './rows';

const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'server', 'db', 'migrations');
const LOCK_KEY = 7_240_517; // any constant shared by every instance of this app

type Journal = { entries: { idx: number; tag: string }[] };

function readMigrations(): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({
      tag,
      statements: fs
        .readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
    }));
}

/** The tags of every migration this code knows, in order. */
export function migrationTags(): string[] {
  return readMigrations().map((m) => m.tag);
}

/** Applies the pending migrations; with `through`, only up to and including that tag (a restore brings the
 *  database to its backup's level first, then loads the rows, then applies the rest). */
export async function migrate(db: Database, options: { through?: string } = {}): Promise<string[]> {
  const all = readMigrations();
  const last = options.through === undefined ? all.length - 1 : all.findIndex((m) => m.tag === options.through);
  if (last < 0) throw new Error(`unknown migration ${options.through}`);
  const migrations = all.slice(0, last + 1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = rowsOf<{ tag: string }>(await tx.execute(sql`SELECT tag FROM schema_migrations`));
    const applied = new Set(done.map((r) => r.tag));
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.tag)) continue;
      for (const statement of m.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (tag) VALUES (${m.tag})`);
      ran.push(m.tag);
    }
    return ran;
  });
}
