// The database half of a restore, into an EMPTY database (PGlite or PostgreSQL, whichever the backup came
// from): migrate up to the backup's level, load every table parents first in one transaction (a failure leaves
// the database as empty as it was), set every id sequence after the highest id, then apply the migrations
// this code has beyond the backup's, as an upgrade would have.
import 'server-only';
import { sql } from 'drizzle-orm';
import { migrate, migrationTags, rowsOf } from '@/lib/server/db';
import type { Database, Executor } from '@/lib/server/db';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupManifest, type DumpedTable } from './dump-database';

/** Rows per INSERT: one JSON parameter carries them all. */
const BATCH_BYTES = 4 * 1024 * 1024;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export function parseManifest(body: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(body.toString('utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefusedError("the backup's manifest.json is not JSON");
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new RestoreRefusedError('this file is not a backup of this shop (its manifest names another format)');
  if (manifest.version !== BACKUP_VERSION)
    throw new RestoreRefusedError(
      `this backup has format version ${manifest.version}; this code reads version ${BACKUP_VERSION}`,
    );
  return manifest;
}

/** The last migration the backup's database had; refused when the backup is newer than this code. */
function backupLevel(manifest: BackupManifest): string {
  const known = migrationTags();
  const unknown = manifest.migrations.filter((tag) => !known.includes(tag));
  if (unknown.length)
    throw new RestoreRefusedError(
      `the backup was made by a newer version of the shop (migrations ${unknown.join(', ')}); restore it with that version or later`,
    );
  const level = known[manifest.migrations.length - 1];
  if (!manifest.migrations.length || manifest.migrations.some((tag, i) => known[i] !== tag))
    throw new RestoreRefusedError("the backup's migrations do not match this code's");
  return level;
}

/** Refuses a database that holds any row, or whose schema is already past the backup's level. */
export async function assertEmptyDatabase(db: Database, manifest: BackupManifest): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    ),
  ).map((r) => r.name);
  for (const table of tables) {
    if (table === 'schema_migrations') continue;
    const [row] = rowsOf<{ found: boolean }>(
      await db.execute(sql.raw(`SELECT EXISTS (SELECT 1 FROM ${ident(table)}) AS found`)),
    );
    if (row.found)
      throw new RestoreRefusedError(
        `the target database is not empty (table ${table} holds rows): restore only into an empty database`,
      );
  }
  if (tables.includes('schema_migrations')) {
    const applied = rowsOf<{ tag: string }>(await db.execute(sql`SELECT tag FROM schema_migrations`)).map((r) => r.tag);
    const beyond = applied.filter((tag) => !manifest.migrations.includes(tag));
    if (beyond.length)
      throw new RestoreRefusedError(
        `the target database already has migrations the backup lacks (${beyond.join(', ')}): restore into a new, empty database`,
      );
  }
}

async function insertBatch(tx: Executor, table: DumpedTable, lines: string[]): Promise<void> {
  if (!lines.length) return;
  const columns = table.columns.map((c) => ident(c.name)).join(', ');
  // Links of a table to itself are set once all its rows are there (a parent may come after its child).
  const values = table.columns
    .map((c, i) => (table.self_links.includes(c.name) ? 'NULL' : `(r->>${i})::${c.type}`))
    .join(', ');
  // The target was checked empty: a row already there was made by the target's own triggers from rows
  // loaded before (search_terms from products), and is kept.
  await tx.execute(
    sql`INSERT INTO ${sql.raw(ident(table.name))} (${sql.raw(columns)}) SELECT ${sql.raw(values)} FROM json_array_elements(${`[${lines.join(',')}]`}::json) AS r ON CONFLICT DO NOTHING`,
  );
}

async function setSelfLinks(tx: Executor, table: DumpedTable, lines: string[]): Promise<void> {
  const id = table.columns.findIndex((c) => c.name === 'id');
  if (id < 0) throw new Error(`${table.name} links to itself but has no id column`);
  for (const column of table.self_links) {
    const at = table.columns.findIndex((c) => c.name === column);
    const type = table.columns[at].type;
    await tx.execute(
      sql`UPDATE ${sql.raw(ident(table.name))} AS t SET ${sql.raw(ident(column))} = (r->>${sql.raw(String(at))})::${sql.raw(type)} FROM json_array_elements(${`[${lines.join(',')}]`}::json) AS r WHERE t.id = (r->>${sql.raw(String(id))})::${sql.raw(table.columns[id].type)} AND r->>${sql.raw(String(at))} IS NOT NULL`,
    );
  }
}

async function resetSequences(tx: Executor, table: DumpedTable): Promise<void> {
  for (const column of table.columns) {
    const [seq] = rowsOf<{ name: string | null }>(
      await tx.execute(sql`SELECT pg_get_serial_sequence(${ident(table.name)}, ${column.name}) AS name`),
    );
    if (!seq?.name) continue;
    const t = ident(table.name);
    await tx.execute(
      sql.raw(
        `SELECT setval('${seq.name.replace(/'/g, "''")}', COALESCE((SELECT max(${ident(column.name)}) FROM ${t}), 1), (SELECT count(*) > 0 FROM ${t}))`,
      ),
    );
  }
}

export type RestoredTable = { table: string; rows: number };

/**
 * Loads the tables of MANIFEST into DB. `files` yields the backup's db/ files in the manifest's order (the
 * archive keeps them so); the load stops reading at the last of them, leaving the rest (media) to the caller.
 */
export async function restoreDatabase(
  db: Database,
  manifest: BackupManifest,
  nextFile: () => Promise<{ name: string; body: Buffer } | null>,
): Promise<RestoredTable[]> {
  const level = backupLevel(manifest);
  await assertEmptyDatabase(db, manifest);
  await migrate(db, { through: level });
  const report: RestoredTable[] = [];
  await db.transaction(async (tx) => {
    for (const table of manifest.tables) {
      const selfLinked: string[] = [];
      let rows = 0;
      for (const expected of table.files) {
        const file = await nextFile();
        if (!file || file.name !== expected)
          throw new Error(`the backup is incomplete: expected ${expected}, found ${file?.name ?? 'the end'}`);
        let batch: string[] = [];
        let bytes = 0;
        for (const line of file.body.toString('utf8').split('\n')) {
          if (!line) continue;
          batch.push(line);
          bytes += line.length;
          rows++;
          if (table.self_links.length) selfLinked.push(line);
          if (bytes >= BATCH_BYTES) {
            await insertBatch(tx, table, batch);
            batch = [];
            bytes = 0;
          }
        }
        await insertBatch(tx, table, batch);
      }
      if (rows !== table.rows)
        throw new Error(`the backup is damaged: ${table.name} should have ${table.rows} rows, found ${rows}`);
      if (selfLinked.length) await setSelfLinks(tx, table, selfLinked);
      await resetSequences(tx, table);
      report.push({ table: table.name, rows });
    }
  });
  await migrate(db);
  return report;
}
