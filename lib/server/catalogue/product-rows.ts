// The columns a product reader selects, and how selected rows become API products with their pictures: what
// the storefront's lists, the feeds, the back office, the export and the import read products through.
import 'server-only';
import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { categories, productImages, products } from '@/lib/server/db/schema';
import type { ApiProduct, ApiProductImage } from '@/lib/shared/schemas/catalogue-schema';
import { toApiProduct, type ProductRowWithCategory } from './product-view';

// Everything but the tsvectors, which no reader needs.
const { searchVector: _search, titleVector: _title, nameVector: _name, ...productColumns } = getTableColumns(products);
export const selection = { ...productColumns, categoryName: categories.name };

/** Each product's pictures in order, in one query (the storefront's lists and the back office's alike). */
export async function imagesFor(db: Executor, productIds: number[]): Promise<Map<number, ApiProductImage[]>> {
  const byProduct = new Map<number, ApiProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      url: productImages.url,
      alt: productImages.alt,
      position: productImages.position,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  for (const { productId, ...image } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(image);
    byProduct.set(productId, list);
  }
  return byProduct;
}

export async function withImages(db: Executor, rows: ProductRowWithCategory[]): Promise<ApiProduct[]> {
  const images = await imagesFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toApiProduct(row, images.get(row.id) ?? []));
}
