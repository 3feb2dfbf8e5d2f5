// A real products import written in batches, each its own short transaction, so on PGlite (one connection)
// other requests are answered between them. All or nothing is kept by a journal (import-journal.ts): each batch
// records, in the transaction that writes it, every product's rows as they were and what the batch left. A
// batch that finds a product changed since the file was checked (a sale) refuses the file with that row's line,
// and every batch already written is rolled back from the journal (import-undo.ts).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { productImportJournal, productImports } from '@/lib/server/db/schema';
import type { StaffActor } from '@/lib/server/access';
import type { ImportError } from '@/lib/shared/schemas/product-csv-schema';
import { expireProducts } from '../product-write';
import { BEFORE_IMAGE, clearImport, idsIn, STOCK_IMAGE } from './import-journal';
import { breathe } from './import-pacing';
import { lockAsChecked, type ImportContext, type Planned } from './import-plan';
import type { Header } from './import-rows';
import { undoAbandonedImports, undoImport } from './import-undo';
import { slugPicker, writeImport } from './import-write';

/** Products the first batch writes. Later batches are sized to take about TARGET_BATCH_MS each (between
 *  MIN_BATCH and MAX_BATCH products): the same import on a loaded machine writes smaller batches, so other
 *  requests never wait long for one (docs/benchmarks.md). */
export const APPLY_BATCH = 50;
const TARGET_BATCH_MS = 100;
const MIN_BATCH = 10;
const MAX_BATCH = 200;

/** A file refused by its rows: every problem by line and column, nothing left written. */
export class ImportRejected extends Error {
  constructor(readonly errors: ImportError[]) {
    super('import rejected');
  }
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
