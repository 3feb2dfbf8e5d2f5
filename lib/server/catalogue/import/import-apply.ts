// A real products import written in batches, each its own short transaction, so on PGlite (one connection)
// other requests are answered between them. All or nothing is kept by a journal: each batch records, in the
// transaction that writes it, every product's rows as they were and what the batch left. A batch that finds a
// product changed since the file was checked (a sale) refuses the file with that row's line, and every batch
// already written is rolled back from the journal, a batch at a time. A sale made after a batch wrote a product
// survives the rollback: its stock change is carried onto the restored rows, and the product gets a new version.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getDb, rowsOf, type Database, type Executor } from '@/lib/server/db';
import { productImages, productImportJournal, productImports, products, productVariants } from '@/lib/server/db/schema';
import type { StaffActor } from '@/lib/server/access';
import { repeatInProcess } from '@/lib/server/process';
import type { ImportError } from '@/lib/shared/schemas/product-csv-schema';
import { expireProducts } from '../product-write';
import { lockAsChecked, type ImportContext, type Planned } from './import-plan';
import type { Header } from './import-rows';
import { slugPicker, writeImport } from './import-write';

/** Products the first batch writes. Later batches are sized to take about TARGET_BATCH_MS each (between
 *  MIN_BATCH and MAX_BATCH products): the same import on a loaded machine writes smaller batches, so other
 *  requests never wait long for one (docs/benchmarks.md). */
export const APPLY_BATCH = 50;
const TARGET_BATCH_MS = 100;
const MIN_BATCH = 10;
const MAX_BATCH = 200;
/** Products restored per rollback transaction. */
const UNDO_BATCH = 100;
/** An import 'applying' whose last batch is older than this was cut off (the process died) and is rolled back. */
const ABANDONED_MINUTES = 10;

/** A file refused by its rows: every problem by line and column, nothing left written. */
export class ImportRejected extends Error {
  constructor(readonly errors: ImportError[]) {
    super('import rejected');
  }
}

/** Lets other requests run between stretches of work on a large file. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A breath whenever `ms` of work have passed since the last one: loops over rows call it each time round. */
export function pacer(ms = 15): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < ms) return;
    await breathe();
    last = performance.now();
  };
}

export type ApplyOptions = {
  /** A fixed number of products a batch (tests); without it the size follows the time batches take. */
  batchSize?: number;
  /** Called before each batch is written (0 first): what a progress report, or a test, hooks into. */
  beforeBatch?: (batch: number) => Promise<void>;
};

/** The file's products in order, except that products trading SKUs come first, to go in one batch together (a
 *  SKU is unique across the shop: the piece giving one up must be written in the transaction taking it). */
function tradersFirst(toWrite: Planned[], ctx: ImportContext): { traders: Planned[]; rest: Planned[] } {
  const owner = new Map<string, number>();
  for (const [id, s] of ctx.stored) for (const v of s.variants) if (v.sku) owner.set(v.sku, id);
  const writing = new Set(toWrite.flatMap((p) => (p.id === null ? [] : [p.id])));
  const together = new Set<number>();
  for (const p of toWrite) {
    for (const v of p.after.variants) {
      const held = v.sku ? owner.get(v.sku) : undefined;
      if (held !== undefined && held !== p.id && writing.has(held)) together.add(held);
    }
  }
  const traders: Planned[] = [];
  const rest: Planned[] = [];
  for (const p of toWrite) {
    const trades =
      (p.id !== null && together.has(p.id)) ||
      p.after.variants.some((v) => v.sku && owner.has(v.sku) && owner.get(v.sku) !== p.id);
    (trades ? traders : rest).push(p);
  }
  return { traders, rest };
}

/** The batches, one at a time: the SKU traders first, then the rest, each batch sized by `size()` when asked. */
function* batchesOf(toWrite: Planned[], ctx: ImportContext, size: () => number): Generator<Planned[]> {
  const { traders, rest } = tradersFirst(toWrite, ctx);
  if (traders.length > 0) yield traders;
  for (let start = 0; start < rest.length;) {
    const batch = rest.slice(start, start + size());
    start += batch.length;
    yield batch;
  }
}

const idsIn = (column: SQL, ids: number[]) => inArray(column, ids);

/** The product's rows as they are, to put back. */
const BEFORE_IMAGE = sql`jsonb_build_object(
  'product', to_jsonb(p),
  'variants', coalesce((SELECT jsonb_agg(to_jsonb(v)) FROM product_variants v WHERE v.product_id = p.id), '[]'::jsonb),
  'images', coalesce((SELECT jsonb_agg(to_jsonb(i)) FROM product_images i WHERE i.product_id = p.id), '[]'::jsonb))`;

/** What a sale moves: the version and the stock, of the piece and of each size. */
const STOCK_IMAGE = sql`jsonb_build_object(
  'version', p.updated_at::text,
  'stock', p.stock_quantity,
  'sizes', coalesce(
    (SELECT jsonb_object_agg(v.size, v.stock_quantity) FROM product_variants v WHERE v.product_id = p.id),
    '{}'::jsonb))`;

type StockImage = { version: string; stock: number; sizes: Record<string, number> };

/** Writes the checked products in batches; on any failure rolls back what was written and re-throws. */
export async function applyInBatches(
  db: Database,
  actor: StaffActor,
  ctx: ImportContext,
  header: Header,
  toWrite: Planned[],
  options: ApplyOptions = {},
): Promise<number[]> {
  await undoAbandonedImports(db);
  const importId = randomUUID();
  const slugFor = await slugPicker(db);
  await db.insert(productImports).values({ id: importId });
  let size = options.batchSize ?? APPLY_BATCH;
  let n = 0;
  const written: number[] = [];
  try {
    for (const batch of batchesOf(toWrite, ctx, () => size)) {
      await options.beforeBatch?.(n++);
      const began = performance.now();
      const ids = await db.transaction(async (tx) => {
        // A sale or an edit since the file was checked: refused as a stale file would be.
        const errors: ImportError[] = [];
        await lockAsChecked(tx, batch, ctx, header, errors);
        if (errors.length > 0) throw new ImportRejected(errors);
        const updated = batch.flatMap((p) => (p.id === null ? [] : [p.id]));
        if (updated.length > 0) {
          await tx.execute(sql`
            INSERT INTO product_import_journal (import_id, product_id, before)
            SELECT ${importId}, p.id, ${BEFORE_IMAGE} FROM products p WHERE ${idsIn(sql`p.id`, updated)}`);
        }
        const written = await writeImport(tx, actor, ctx, batch, slugFor);
        const created = batch.flatMap((p) => (p.id === null ? [written.get(p)!] : []));
        if (created.length > 0) {
          await tx.insert(productImportJournal).values(created.map((productId) => ({ importId, productId })));
        }
        const all = [...written.values()];
        await tx.execute(sql`
          UPDATE product_import_journal j SET written = ${STOCK_IMAGE}
          FROM products p
          WHERE j.import_id = ${importId} AND j.product_id = p.id AND ${idsIn(sql`p.id`, all)}`);
        await tx.update(productImports).set({ touchedAt: new Date() }).where(eq(productImports.id, importId));
        return all;
      });
      if (options.batchSize === undefined) {
        const perProduct = (performance.now() - began) / batch.length;
        size = Math.round(Math.min(MAX_BATCH, Math.max(MIN_BATCH, TARGET_BATCH_MS / Math.max(perProduct, 0.1))));
      }
      expireProducts(ids, true);
      written.push(...ids);
      await breathe();
    }
  } catch (error) {
    await undoImport(db, importId);
    throw error;
  }
  // Done: the journal is no longer needed. Marked first, so a crash while clearing it keeps what was written.
  await db.update(productImports).set({ state: 'applied' }).where(eq(productImports.id, importId));
  await clearImport(db, importId);
  return written;
}

async function clearImport(db: Database, importId: string): Promise<void> {
  for (;;) {
    const cleared = await db.execute(sql`
      DELETE FROM product_import_journal WHERE import_id = ${importId} AND product_id IN (
        SELECT product_id FROM product_import_journal WHERE import_id = ${importId} LIMIT 2000)
      RETURNING product_id`);
    if (rowsOf(cleared).length === 0) break;
    await breathe();
  }
  await db.delete(productImports).where(eq(productImports.id, importId));
}

/** Columns a restore writes: all but the ones the database computes. */
function restorable(table: PgTable): SQL {
  const names = Object.values(getTableColumns(table))
    .filter((c) => !c.generated)
    .map((c) => sql.identifier(c.name));
  return sql.join(names, sql`, `);
}

type JournalEntry = typeof productImportJournal.$inferSelect;
type BeforeImage = {
  product: Record<string, unknown> & { stock_quantity: number };
  variants: (Record<string, unknown> & { size: string; stock_quantity: number })[];
  images: Record<string, unknown>[];
};

/** The before image with the stock a sale took since the import wrote the product taken off it too. */
function withSalesKept(before: BeforeImage, written: StockImage, now: StockImage): BeforeImage {
  const moved = (was: number, is: number | undefined) => (is === undefined ? 0 : is - was);
  return {
    ...before,
    product: {
      ...before.product,
      stock_quantity: Math.max(0, before.product.stock_quantity + now.stock - written.stock),
    },
    variants: before.variants.map((v) => {
      const was = written.sizes[v.size];
      const delta = was === undefined ? 0 : moved(was, now.sizes[v.size]);
      return { ...v, stock_quantity: Math.max(0, v.stock_quantity + delta) };
    }),
  };
}

async function restoreBatch(tx: Executor, entries: JournalEntry[]): Promise<number[]> {
  const ids = entries.map((e) => e.productId).sort((a, b) => a - b);
  await tx.execute(sql`SELECT id FROM products WHERE ${idsIn(sql`id`, ids)} ORDER BY id FOR UPDATE`);
  const now = new Map(
    rowsOf<{ id: number; image: StockImage }>(
      await tx.execute(sql`SELECT p.id, ${STOCK_IMAGE} AS image FROM products p WHERE ${idsIn(sql`p.id`, ids)}`),
    ).map((r) => [Number(r.id), r.image]),
  );
  const productColumns = restorable(products);
  for (const entry of entries) {
    const current = now.get(entry.productId);
    const written = entry.written as StockImage | null;
    if (!current || !written) continue; // deleted since, or its batch never committed: nothing to put back
    const sold = current.version !== written.version;
    if (entry.before === null) {
      // Created by the import: gone again, or, when something sold since, withdrawn (its orders keep it).
      if (sold) {
        await tx
          .update(products)
          .set({ active: false, archivedAt: new Date(), updatedAt: new Date() })
          .where(eq(products.id, entry.productId));
      } else await tx.delete(products).where(eq(products.id, entry.productId));
      continue;
    }
    const image = sold ? withSalesKept(entry.before as BeforeImage, written, current) : (entry.before as BeforeImage);
    await tx.delete(productVariants).where(eq(productVariants.productId, entry.productId));
    await tx.delete(productImages).where(eq(productImages.productId, entry.productId));
    await tx.execute(sql`
      UPDATE products SET (${productColumns}) = (
        SELECT ${productColumns} FROM jsonb_populate_record(NULL::products, ${JSON.stringify(image.product)}::jsonb))
      WHERE id = ${entry.productId}`);
    // A product sold since the import wrote it gets a new version: a file exported before that sale is stale.
    if (sold) await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, entry.productId));
    for (const [table, rows, name] of [
      [productVariants, image.variants, 'product_variants'],
      [productImages, image.images, 'product_images'],
    ] as const) {
      if (rows.length === 0) continue;
      const columns = restorable(table);
      await tx.execute(sql`
        INSERT INTO ${sql.identifier(name)} (${columns})
        SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.identifier(name)}, ${JSON.stringify(rows)}::jsonb)`);
    }
  }
  return ids;
}

/** Puts back every product an import wrote, a batch a transaction, then forgets the import. */
export async function undoImport(db: Database, importId: string): Promise<void> {
  await db.update(productImports).set({ state: 'undoing' }).where(eq(productImports.id, importId));
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const entries = await tx
        .select()
        .from(productImportJournal)
        .where(eq(productImportJournal.importId, importId))
        .orderBy(asc(productImportJournal.productId))
        .limit(UNDO_BATCH)
        // Two instances rolling back the same import take different products, never one twice.
        .for('update', { skipLocked: true });
      if (entries.length === 0) return null;
      const restored = await restoreBatch(tx, entries);
      await tx.delete(productImportJournal).where(
        and(
          eq(productImportJournal.importId, importId),
          inArray(
            productImportJournal.productId,
            entries.map((e) => e.productId),
          ),
        ),
      );
      return restored;
    });
    if (ids === null) break;
    expireProducts(ids, true);
    await breathe();
  }
  // Forgotten once no product is left to restore (another instance may still hold some: it forgets it then).
  await db.execute(sql`
    DELETE FROM product_imports WHERE id = ${importId}
      AND NOT EXISTS (SELECT 1 FROM product_import_journal WHERE import_id = ${importId})`);
}

/** Imports a process left half written (it died between batches) are rolled back; one applied but not yet
 *  cleared keeps what it wrote. Run before every real import, and every few minutes by the server. */
export async function undoAbandonedImports(db: Database): Promise<void> {
  const cutoff = new Date(Date.now() - ABANDONED_MINUTES * 60_000);
  const stale = await db
    .select({ id: productImports.id, state: productImports.state })
    .from(productImports)
    .where(lt(productImports.touchedAt, cutoff));
  for (const { id, state } of stale) {
    if (state === 'applied') await clearImport(db, id);
    else {
      console.error(`[import] rolling back products import ${id}, cut off while ${state}`);
      await undoImport(db, id);
    }
  }
}

/** Started once per server process (instrumentation.ts): a half-written import is rolled back within minutes of
 *  being cut off, not only when the next one starts. */
export function startAbandonedImportSweep(intervalMs = 5 * 60_000): void {
  repeatInProcess(
    'abandoned-import-sweep',
    intervalMs,
    async () => undoAbandonedImports(await getDb()),
    '[import] rollback of a cut-off import failed',
  );
}
