// GET /api/v1/admin/exports/products.csv: every product with every field the import reads back, a
// row per size where a piece has sizes (the product's columns repeated). Written a batch of products at a time,
// so a catalogue of 100,000 pieces is streamed and never held whole. Importing the file unchanged changes nothing.
import 'server-only';
import { asc, gt } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, products, type ProductRow, type ProductVariantRow } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { csvCell } from '@/lib/server/csv';
import { paiseToRupees } from '@/lib/shared/money';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@/lib/shared/schemas/product-csv-schema';
import { imagesFor } from './product-rows';
import { variantsFor } from '@/lib/server/pricing';
import { storedMaking } from './product-admin-pricing';

const BATCH = 500;

const rupees = (paise: number | null) => (paise === null ? '' : String(paiseToRupees(paise)));
const grams = (value: number | null) => (value === null ? '' : String(Number(value)));

type Cells = Partial<Record<ProductCsvColumn, string | number | boolean>>;

function productCells(row: ProductRow, category: string, imageUrls: string[]): Cells {
  const making = storedMaking(row);
  const byWeight = row.pricingKind === 'weight';
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category,
    tags: row.tags.join(', '),
    pricing_kind: row.pricingKind,
    price: rupees(row.pricePaise),
    original_price: rupees(row.originalPricePaise),
    metal_rate: row.metalRateKey ?? '',
    weight_grams: grams(row.weightGrams),
    making_charge_kind: byWeight && making ? making.kind : '',
    making_charge_value: byWeight && making ? making.value : '',
    stone_charges: byWeight ? rupees(row.stoneChargesPaise) : '',
    metal: row.metal ?? '',
    purity: row.purity ?? '',
    hallmarked: row.hallmarked,
    hsn_code: row.hsnCode,
    stock_quantity: row.stockQuantity,
    active: row.active,
    is_new: row.isNew,
    featured: row.featured,
    image_urls: imageUrls.join(' '),
    updated_at: row.updatedAt.toISOString(),
  };
}

function variantCells(v: ProductVariantRow): Cells {
  return {
    variant_size: v.size,
    variant_sku: v.sku ?? '',
    // A piece by weight is priced from its weight: the price is shown, and read back only for a fixed price.
    variant_price: rupees(v.pricePaise),
    variant_weight_grams: grams(v.weightGrams),
    variant_gross_weight_grams: grams(v.grossWeightGrams),
    variant_stock: v.stockQuantity,
  };
}

const line = (cells: Cells) => PRODUCT_CSV_COLUMNS.map((c) => csvCell(cells[c] ?? '')).join(',') + '\r\n';

async function categoryNames(db: Executor): Promise<Map<number, string>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The file's text in pieces: the header, then the rows of each batch of products in id order. */
export async function* productCsvChunks(actor: StaffActor): AsyncGenerator<string> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const names = await categoryNames(db);
  yield PRODUCT_CSV_COLUMNS.join(',') + '\r\n';
  let after = 0;
  for (;;) {
    const rows = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(BATCH);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const [images, variants] = await Promise.all([imagesFor(db, ids), variantsFor(db, ids)]);
    let chunk = '';
    for (const row of rows) {
      const category = row.categoryId === null ? '' : (names.get(row.categoryId) ?? '');
      const base = productCells(
        row,
        category,
        (images.get(row.id) ?? []).map((i) => i.url),
      );
      const sizes = variants.get(row.id) ?? [];
      if (sizes.length === 0) chunk += line(base);
      for (const v of sizes) chunk += line({ ...base, ...variantCells(v) });
    }
    yield chunk;
    after = rows[rows.length - 1].id;
  }
}
