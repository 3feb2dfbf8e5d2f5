// Every active product with its sizes, in id order and in batches, for the product feeds (lib/server/feeds): a feed of
// 100,000 pieces is read and written a batch at a time, never held whole.
import 'server-only';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { categories, products } from '@/lib/server/db/schema';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { selection, withImages } from './products';
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
