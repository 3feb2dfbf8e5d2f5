// Rolling back an import from its journal, a batch a transaction. A sale made after a batch wrote a product
// survives the rollback: its stock change is carried onto the restored rows, and the product gets a new version.
// An import a dead process left half written is rolled back by the next import or by the server's sweep.
import 'server-only';
import { and, asc, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getDb, rowsOf, type Database, type Executor } from '@/lib/server/db';
import { productImages, productImportJournal, productImports, products, productVariants } from '@/lib/server/db/schema';
import { repeatInProcess } from '@/lib/server/process';
import { expireProducts } from '../product-write';
import { clearImport, idsIn, STOCK_IMAGE, type StockImage } from './import-journal';
import { breathe } from './import-pacing';

/** Products restored per rollback transaction. */
const UNDO_BATCH = 100;
/** An import 'applying' whose last batch is older than this was cut off (the process died) and is rolled back. */
const ABANDONED_MINUTES = 10;

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
