// A piece's sizes (product_variants) and what products keeps of them. Lists, search, sorting and
// price filters read products alone, so every write of a piece's variants ends with syncProductsFromVariants in
// the same transaction: the product's stock is their sum, its price the lowest, its sizes theirs in order, and,
// sold by weight, its weight and breakup those of its lowest-priced size.
import 'server-only';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { productVariants, type ProductVariantRow } from '@/lib/server/db/schema';

export async function syncProductsFromVariants(tx: Executor, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE products AS p SET
      stock_quantity = v.stock,
      price_paise = v.price,
      price_varies = v.varies,
      sizes = v.sizes,
      weight_grams = CASE WHEN p.pricing_kind = 'weight' THEN coalesce(v.weight, p.weight_grams) ELSE p.weight_grams END,
      price_breakup = CASE WHEN p.pricing_kind = 'weight' THEN coalesce(v.breakup, p.price_breakup) ELSE p.price_breakup END,
      updated_at = now()
    FROM (
      SELECT product_id,
        sum(stock_quantity)::int AS stock,
        min(price_paise) AS price,
        min(price_paise) <> max(price_paise) AS varies,
        array_agg(size ORDER BY position, id) AS sizes,
        (array_agg(weight_grams ORDER BY price_paise, position, id))[1] AS weight,
        (array_agg(price_breakup ORDER BY price_paise, position, id))[1] AS breakup
      FROM product_variants WHERE product_id IN (${ids}) GROUP BY product_id
    ) AS v
    WHERE p.id = v.product_id`);
}

/** Each piece's sizes in their order; pieces without sizes are absent from the map. */
export async function variantsFor(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, ProductVariantRow[]>> {
  const byProduct = new Map<number, ProductVariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** The variant a size names, matched without regard to case as the cart matches sizes. */
export function variantOfSize<V extends Pick<ProductVariantRow, 'size'>>(
  variants: readonly V[],
  size: string | null | undefined,
): V | undefined {
  if (!size) return undefined;
  const wanted = size.toLowerCase();
  return variants.find((v) => v.size.toLowerCase() === wanted);
}
