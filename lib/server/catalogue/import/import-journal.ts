// What the import's journal records of each product: its rows as they were before a batch wrote it, and the
// version and stock the batch left, by which a rollback tells whether a sale came since. Once an import is
// applied its journal is cleared.
import 'server-only';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@/lib/server/db';
import { productImports } from '@/lib/server/db/schema';
import { breathe } from './import-pacing';

export const idsIn = (column: SQL, ids: number[]) => inArray(column, ids);

/** The product's rows as they are, to put back. */
export const BEFORE_IMAGE = sql`jsonb_build_object(
  'product', to_jsonb(p),
  'variants', coalesce((SELECT jsonb_agg(to_jsonb(v)) FROM product_variants v WHERE v.product_id = p.id), '[]'::jsonb),
  'images', coalesce((SELECT jsonb_agg(to_jsonb(i)) FROM product_images i WHERE i.product_id = p.id), '[]'::jsonb))`;

/** What a sale moves: the version and the stock, of the piece and of each size. */
export const STOCK_IMAGE = sql`jsonb_build_object(
  'version', p.updated_at::text,
  'stock', p.stock_quantity,
  'sizes', coalesce(
    (SELECT jsonb_object_agg(v.size, v.stock_quantity) FROM product_variants v WHERE v.product_id = p.id),
    '{}'::jsonb))`;

export type StockImage = { version: string; stock: number; sizes: Record<string, number> };

/** Forgets an import and its journal, a slice at a time. */
export async function clearImport(db: Database, importId: string): Promise<void> {
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
