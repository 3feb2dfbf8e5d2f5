// Every active product with its sizes, in id order and in batches, for the product feeds (lib/server/feeds): a feed of
// 100,000 pieces is read and written a batch at a time, never held whole.
import 'server-only';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/lib/server/db';
import { categories, productImages, products } from '@/lib/server/db/schema';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { selection, withImages } from './product-rows';
import { toApiVariant } from './product-view';
import { variantsFor } from '@/lib/server/pricing';

export async function countActiveProducts(): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(products).where(eq(products.active, true));
  return total;
}

export async function* activeProductBatches(batchSize = 500): AsyncGenerator<ApiProduct[]> {
  const db = await getDb();
  let after = 0;
  for (;;) {
    const rows = await db
      .select(selection)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.active, true), gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    // Each piece with its sizes: the feeds list one item per size.
    const [pictured, sizes] = await Promise.all([
      withImages(db, rows),
      variantsFor(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    yield pictured.map((p) => ({
      ...p,
      variants: (sizes.get(p.id) ?? []).map((v) => toApiVariant(rowOf.get(p.id)!, v)),
    }));
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * One sitemap file's pieces: the `limit` active pieces after the first `offset`, in id order, with their last
 * change and first picture. Three columns and one picture lookup per piece: no product is built.
 */
export async function sitemapProductSlice(
  offset: number,
  limit: number,
): Promise<{ id: number; updatedAt: Date; image: string | null }[]> {
  const db = await getDb();
  // "products"."id" spelled out: Drizzle writes a column of the one table selected from without its table,
  // which inside the subquery would name the picture's own id.
  return db
    .select({
      id: products.id,
      updatedAt: products.updatedAt,
      image: sql<string | null>`(select ${productImages.url} from ${productImages}
        where ${productImages.productId} = "products"."id" order by ${productImages.position}, ${productImages.id} limit 1)`,
    })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}

/** The sitemap's product files: how many pieces each holds and the latest change among them, in id order. */
export async function sitemapProductChunks(perFile: number): Promise<{ count: number; lastModified: Date }[]> {
  const db = await getDb();
  const rows = rowsOf<{ count: string | number; last: Date | string }>(
    await db.execute(sql`
      select count(*) as count, max(updated_at) as last
      from (select ${products.updatedAt} as updated_at, (row_number() over (order by ${products.id}) - 1) / ${perFile} as chunk
            from ${products} where ${products.active}) numbered
      group by chunk order by chunk`),
  );
  return rows.map((r) => ({ count: Number(r.count), lastModified: new Date(r.last) }));
}

/** The latest change among each category's own active pieces (not its subcategories'), for the sitemap. */
export async function categoryLastChanges(): Promise<Map<number, Date>> {
  const db = await getDb();
  const rows = await db
    .select({ categoryId: products.categoryId, last: sql<Date | string>`max(${products.updatedAt})` })
    .from(products)
    .where(and(eq(products.active, true), sql`${products.categoryId} is not null`))
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId!, new Date(r.last)]));
}
