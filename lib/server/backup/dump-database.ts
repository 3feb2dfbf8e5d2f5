// The database half of a backup: every row of every table, read inside ONE repeatable-read, read-only
// transaction, so the whole dump is one consistent snapshot while the shop goes on writing (on PostgreSQL
// writers are never blocked; the embedded PGlite has a single connection, so its requests wait for the dump,
// which is why rows go to plain files here and are compressed only after the transaction ends).
// Each row is one JSON line: an array of its columns in PostgreSQL's own text form (exact for every type:
// timestamps, numerics, arrays, jsonb), written by the database itself. The same on PGlite and PostgreSQL.
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { tablesOf, rowsOf } from '@/lib/server/db';
import type { Database, Executor } from '@/lib/server/db';

export const BACKUP_FORMAT = 'jewelry-storefront-backup';
export const BACKUP_VERSION = 1;
/** Tables a backup leaves out: the migration level is kept apart, and the backups table describes files kept
 *  elsewhere (restored, it would claim backups the new machine does not have). */
export const NOT_BACKED_UP = new Set(['schema_migrations', 'backups']);

const FETCH_ROWS = 2_000;
/** A table's rows are split into files of about this size, so neither side holds a big table in memory. */
const FILE_BYTES = 8 * 1024 * 1024;

export type DumpedColumn = { name: string; type: string };
export type DumpedTable = {
  name: string;
  columns: DumpedColumn[];
  self_links: string[];
  rows: number;
  files: string[];
};
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  /** The migrations applied to the database the backup was taken from, in order. */
  migrations: string[];
  tables: DumpedTable[];
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function columnTypes(db: Executor): Promise<Map<string, DumpedColumn[]>> {
  const rows = rowsOf<{ table_name: string; name: string; type: string; generated: boolean }>(
    await db.execute(sql`
      SELECT c.relname AS table_name, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attgenerated <> '' AS generated
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
       ORDER BY c.relname, a.attnum`),
  );
  const byTable = new Map<string, DumpedColumn[]>();
  for (const row of rows) {
    // Generated columns are computed again by the database the backup is restored into.
    if (row.generated) continue;
    if (!byTable.has(row.table_name)) byTable.set(row.table_name, []);
    byTable.get(row.table_name)!.push({ name: row.name, type: row.type });
  }
  return byTable;
}

async function dumpTable(tx: Executor, table: DumpedTable, index: number, dir: string): Promise<void> {
  const values = table.columns.map((c) => `${ident(c.name)}::text`).join(', ');
  await tx.execute(
    sql.raw(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT array_to_json(ARRAY[${values}]::text[])::text AS r FROM ${ident(table.name)}`,
    ),
  );
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    const name = `db/${String(index).padStart(3, '0')}-${table.name}.${table.files.length + 1}.jsonl`;
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), lines.join(''));
    table.files.push(name);
    lines = [];
    bytes = 0;
  };
  for (;;) {
    const batch = rowsOf<{ r: string }>(await tx.execute(sql.raw(`FETCH ${FETCH_ROWS} FROM backup_rows`)));
    for (const { r } of batch) {
      const line = `${r}\n`;
      lines.push(line);
      bytes += line.length;
    }
    table.rows += batch.length;
    if (bytes >= FILE_BYTES) await flush();
    if (batch.length < FETCH_ROWS) break;
  }
  if (lines.length || table.files.length === 0) await flush();
  await tx.execute(sql.raw('CLOSE backup_rows'));
}

/** Dumps the database into files under DIR (db/NNN-table.K.jsonl) and answers what the archive's manifest says. */
export async function dumpDatabase(db: Database, dir: string): Promise<BackupManifest> {
  return db.transaction(
    async (tx) => {
      // The snapshot is taken at the first statement: this one.
      const createdAt = rowsOf<{ now: string }>(await tx.execute(sql`SELECT to_json(now())#>>'{}' AS now`))[0].now;
      const migrations = rowsOf<{ tag: string }>(
        await tx.execute(sql`SELECT tag FROM schema_migrations ORDER BY tag`),
      ).map((r) => r.tag);
      const types = await columnTypes(tx);
      const tables: DumpedTable[] = (await tablesOf(tx))
        .filter((t) => !NOT_BACKED_UP.has(t.name))
        .map((t) => ({ name: t.name, columns: types.get(t.name) ?? [], self_links: t.selfLinks, rows: 0, files: [] }));
      for (const [index, table] of tables.entries()) await dumpTable(tx, table, index + 1, dir);
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        created_at: new Date(createdAt).toISOString(),
        migrations,
        tables,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
