// Copies every row of one database into another of the same schema: how a one-machine shop moves from the
// embedded PGlite to a PostgreSQL server (`npm run db:copy`, docs/deploy.md). The target is migrated first
// and must hold no rows; the copy runs in one transaction, so a failure leaves the target as empty as it was.
// Tables go parents first (foreign keys), a table that points at itself (categories) gets those links after
// its rows, generated columns are left to the target to compute, and every id sequence continues after the
// highest id copied.
import 'server-only';
import { sql } from 'drizzle-orm';
import { migrate } from './migrate';
import { rowsOf } from './rows';
import type { Database, Executor } from './types';

const BATCH_ROWS = 500;
const SKIPPED = new Set(['schema_migrations']);

type Column = { name: string; type: string; udt: string; generated: boolean };
type TableInfo = { name: string; columns: Column[]; selfLinks: string[] };

async function query<T>(db: Executor, text: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

/** The tables of the public schema (but schema_migrations), parents before children. */
export async function tablesOf(db: Executor): Promise<TableInfo[]> {
  const names = (
    await query<{ name: string }>(
      db,
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !SKIPPED.has(name));
  const columns = await query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_generated: string;
  }>(
    db,
    `SELECT table_name, column_name, data_type, udt_name, is_generated FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const links = await query<{ child: string; parent: string; column_name: string }>(
    db,
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent, a.attname AS column_name
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  const selfLinks = new Map<string, string[]>(names.map((n) => [n, []]));
  for (const link of links) {
    const child = unquote(link.child);
    const parent = unquote(link.parent);
    if (!parents.has(child)) continue;
    if (child === parent) selfLinks.get(child)!.push(link.column_name);
    else parents.get(child)!.add(parent);
  }
  // Parents before children.
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || !parents.has(name)) return;
    if (path.has(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    path.add(name);
    for (const parent of parents.get(name)!) place(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) place(name, new Set());
  return ordered.map((name) => ({
    name,
    columns: columns
      .filter((c) => c.table_name === name)
      .map((c) => ({
        name: c.column_name,
        type: c.data_type,
        udt: c.udt_name,
        generated: c.is_generated === 'ALWAYS',
      })),
    selfLinks: selfLinks.get(name)!,
  }));
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A value as the target takes it: JSON columns as JSON text (the driver would send a JS array as a SQL array). */
function valueFor(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.type === 'json' || column.type === 'jsonb')
    return typeof value === 'string' ? value : JSON.stringify(value);
  return value;
}

export type CopyReport = { table: string; rows: number }[];

export async function copyDatabase(
  source: Database,
  target: Database,
  log: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  await migrate(target);
  const tables = await tablesOf(source);
  const targetTables = new Set((await tablesOf(target)).map((t) => t.name));
  const missing = tables.filter((t) => !targetTables.has(t.name)).map((t) => t.name);
  if (missing.length) throw new Error(`the target lacks tables the source has: ${missing.join(', ')}`);
  for (const table of tables) {
    const [{ n }] = await query<{ n: number }>(target, `SELECT count(*)::int AS n FROM ${ident(table.name)}`);
    if (Number(n) > 0)
      throw new Error(`the target already holds rows in ${table.name}: copy only into an empty database`);
  }

  const report: CopyReport = [];
  await target.transaction(async (tx) => {
    for (const table of tables) {
      const columns = table.columns.filter((c) => !c.generated);
      const rows = await query<Record<string, unknown>>(
        source,
        `SELECT ${columns.map((c) => ident(c.name)).join(', ')} FROM ${ident(table.name)}`,
      );
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const batch = rows.slice(start, start + BATCH_ROWS);
        const values = sql.join(
          batch.map(
            (row) =>
              sql`(${sql.join(
                columns.map((c) => {
                  const value = table.selfLinks.includes(c.name) ? null : valueFor(c, row[c.name]);
                  // One parameter each (drizzle would spread an array into a list), cast where the driver cannot tell.
                  if (c.type === 'jsonb' || c.type === 'json') return sql`${sql.param(value)}::${sql.raw(c.type)}`;
                  if (c.type === 'ARRAY') return sql`${sql.param(value)}::${sql.raw(`${c.udt.replace(/^_/, '')}[]`)}`;
                  return sql`${sql.param(value)}`;
                }),
                sql`, `,
              )})`,
          ),
          sql`, `,
        );
        // The target was checked empty: a row already there was made by the target's own triggers from rows
        // copied before (search_terms from products), and is kept.
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(table.name)} (${sql.join(
            columns.map((c) => sql.identifier(c.name)),
            sql`, `,
          )}) VALUES ${values} ON CONFLICT DO NOTHING`,
        );
      }
      // Links of a table to itself, once all its rows are there.
      for (const column of table.selfLinks) {
        for (const row of rows) {
          if (row[column] === null || row[column] === undefined) continue;
          await tx.execute(
            sql`UPDATE ${sql.identifier(table.name)} SET ${sql.identifier(column)} = ${row[column]} WHERE id = ${row.id}`,
          );
        }
      }
      // Sequences continue after the highest id copied.
      for (const column of table.columns) {
        const [seq] = await query<{ name: string | null }>(
          tx,
          `SELECT pg_get_serial_sequence('${ident(table.name).replace(/'/g, "''")}', '${column.name.replace(/'/g, "''")}') AS name`,
        );
        if (seq?.name)
          await tx.execute(
            sql.raw(
              `SELECT setval('${seq.name}', COALESCE((SELECT max(${ident(column.name)}) FROM ${ident(table.name)}), 1), (SELECT count(*) > 0 FROM ${ident(table.name)}))`,
            ),
          );
      }
      report.push({ table: table.name, rows: rows.length });
      log(`  ${table.name}: ${rows.length} rows`);
    }
  });
  return report;
}
