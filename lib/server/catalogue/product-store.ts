// The one writer of product rows and their sizes, in batches: the products import writes hundreds a statement
// (10,000 rows would otherwise be tens of thousands of round trips), the editor a batch of one, the bulk edit
// its chosen pieces. Every write moves the product's version (updated_at), so a client or a file holding the old
// one is refused, and a piece with sizes is brought in line with them (its stock, lowest price and weight).
import 'server-only';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/server/db';
import { products, productVariants } from '@/lib/server/db/schema';
import { syncProductsFromVariants } from '@/lib/server/pricing';
import type { PricedSize, ProductColumns } from './product-columns';

const BATCH = 500;

export function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export type ProductInsert = typeof products.$inferInsert;

/** New products, a batch a statement; their ids in the order given. */
export async function insertProducts(tx: Executor, rows: readonly ProductInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(rows)) {
    const inserted = await tx.insert(products).values(batch).returning({ id: products.id, slug: products.slug });
    const bySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    ids.push(...batch.map((r) => bySlug.get(r.slug)!));
  }
  return ids;
}

/** A stored product's changed columns; unarchive brings an archived piece back. */
export type ProductUpdate = {
  id: number;
  set: Partial<ProductColumns> & { slug?: string; searchText?: string };
  unarchive?: boolean;
};

/** Rows changing the same columns, a batch a statement: UPDATE ... FROM (VALUES ...) sets them by the products
 *  table's own columns (by name and type, so a new product field needs no SQL here). Lists and JSON travel as
 *  JSON text, which both PGlite and node-postgres pass alike. */
async function updateBatch(tx: Executor, keys: string[], rows: readonly ProductUpdate[]): Promise<void> {
  const table = getTableColumns(products) as Record<string, AnyPgColumn>;
  const columns: [string, AnyPgColumn][] = keys.map((k) => [k, table[k]]);
  const values = rows.map(({ id, set, unarchive }) => {
    const all = set as Record<string, unknown>;
    const cells = columns.map(([key, column]) => {
      const type = column.getSQLType();
      const value = all[key] ?? null;
      if (type.endsWith('[]') || type === 'jsonb') return sql`${value === null ? null : JSON.stringify(value)}::jsonb`;
      return sql`${value}::${sql.raw(type)}`;
    });
    return sql`(${sql.join([sql`${id}::int`, sql`${unarchive ?? false}::boolean`, ...cells], sql`, `)})`;
  });
  const assign = columns.map(([, column]) => {
    const name = sql.identifier(column.name);
    return column.getSQLType().endsWith('[]')
      ? sql`${name} = ARRAY(SELECT jsonb_array_elements_text(v.${name}))`
      : sql`${name} = v.${name}`;
  });
  const names = columns.map(([, column]) => sql`, ${sql.identifier(column.name)}`);
  await tx.execute(sql`
    UPDATE products AS p SET ${sql.join([...assign, sql``], sql`, `)}
      archived_at = CASE WHEN v.unarchive THEN NULL ELSE p.archived_at END, updated_at = now()
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, unarchive${sql.join(names, sql``)})
    WHERE p.id = v.id`);
}

/** Changed products, grouped by the columns they change, each group in batches. */
export async function updateProducts(tx: Executor, rows: readonly ProductUpdate[]): Promise<void> {
  const groups = new Map<string, ProductUpdate[]>();
  for (const row of rows) {
    const keys = Object.keys(row.set)
      .filter((k) => (row.set as Record<string, unknown>)[k] !== undefined)
      .sort()
      .join(' ');
    groups.set(keys, [...(groups.get(keys) ?? []), row]);
  }
  for (const [keys, group] of groups) {
    for (const batch of chunks(group)) await updateBatch(tx, keys ? keys.split(' ') : [], batch);
  }
}

/** Replaces the sizes of these products (none: a piece without sizes) and brings each product in line. */
export async function replaceSizes(tx: Executor, sizes: ReadonlyMap<number, readonly PricedSize[]>): Promise<void> {
  const ids = [...sizes.keys()];
  for (const batch of chunks(ids)) await tx.delete(productVariants).where(inArray(productVariants.productId, batch));
  const rows = [...sizes].flatMap(([productId, list]) =>
    list.map((v, position) => ({
      productId,
      size: v.size,
      stockQuantity: v.stockQuantity,
      sku: v.sku,
      weightGrams: v.weightGrams,
      grossWeightGrams: v.grossWeightGrams,
      pricePaise: v.pricePaise,
      priceBreakup: v.priceBreakup,
      position,
    })),
  );
  for (const batch of chunks(rows)) await tx.insert(productVariants).values(batch);
  const sized = new Set(rows.map((r) => r.productId));
  const emptied = ids.filter((id) => !sized.has(id));
  for (const batch of chunks(emptied)) {
    await tx.update(products).set({ sizes: [], priceVaries: false }).where(inArray(products.id, batch));
  }
  for (const batch of chunks([...sized])) await syncProductsFromVariants(tx, batch);
}

const PRICE_TYPE = sql.raw(productVariants.pricePaise.getSQLType());

/** New prices of existing sizes (a bulk change), a batch a statement, each product then brought in line. */
export async function repriceSizes(
  tx: Executor,
  prices: readonly { variantId: number; pricePaise: number; priceBreakup?: PricedSize['priceBreakup'] }[],
  productIds: readonly number[],
): Promise<void> {
  for (const batch of chunks(prices)) {
    const values = batch.map(
      (p) =>
        sql`(${p.variantId}::int, ${p.pricePaise}::${PRICE_TYPE}, ${p.priceBreakup === undefined}::boolean, ${JSON.stringify(p.priceBreakup ?? null)}::jsonb)`,
    );
    await tx.execute(sql`
      UPDATE product_variants AS pv SET price_paise = v.price,
        price_breakup = CASE WHEN v.keep THEN pv.price_breakup ELSE v.breakup END
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, price, keep, breakup)
      WHERE pv.id = v.id`);
  }
  for (const batch of chunks(productIds)) await syncProductsFromVariants(tx, batch);
}
