// Which active pieces run low (below the shop's low-stock threshold, settings): a piece without sizes by its
// stock, a piece with sizes by each size's own stock, so one size nearly gone is flagged even while the
// others keep the piece's total high (a ring with 1 in size 10 and 8 in size 16).
import 'server-only';
import { and, asc, eq, exists, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { products, productVariants } from '@/lib/server/db/schema';

export type LowStockPiece = { id: number; name: string; size: string | null; stock: number };

/** A product runs low: its stock, or one of its sizes', is below the threshold. */
export function lowStockCondition(threshold: number | SQL): SQL {
  const sizeLow = sql`${productVariants.productId} = ${products.id}
    AND ${productVariants.stockQuantity} < ${threshold}`;
  return or(lt(products.stockQuantity, threshold), exists(sql`(select 1 from ${productVariants} where ${sizeLow})`))!;
}

/** The sizes of a product below the threshold, in their order. */
export function lowSizes(variants: readonly { size: string; stockQuantity: number }[], threshold: number): string[] {
  return variants.filter((v) => v.stockQuantity < threshold).map((v) => v.size);
}

/** The lowest pieces and sizes of active products, fewest left first: one row per size that runs low. */
export async function lowStockPieces(db: Executor, threshold: number | SQL, limit: number): Promise<LowStockPiece[]> {
  const [sizes, plain] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        size: productVariants.size,
        stock: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.active, true), lt(productVariants.stockQuantity, threshold)))
      .orderBy(asc(productVariants.stockQuantity), asc(products.id), asc(productVariants.position))
      .limit(limit),
    db
      .select({ id: products.id, name: products.name, stock: products.stockQuantity })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          lt(products.stockQuantity, threshold),
          notExists(sql`(select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`),
        ),
      )
      .orderBy(asc(products.stockQuantity), asc(products.id))
      .limit(limit),
  ]);
  const rows: LowStockPiece[] = [...sizes, ...plain.map((p) => ({ ...p, size: null }))];
  return rows.sort((a, b) => a.stock - b.stock || a.id - b.id).slice(0, limit);
}
