// A product as the import compares it: every field the file can set, in the API's units (rupees, grams,
// percent). The stored piece is read into one, the file's columns laid over it, and the two compared with what
// the database works out for itself (a price by weight, a piece's own price and stock when it has sizes) left
// out, so importing an export unchanged finds nothing to change. The new state is then turned into columns.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import type { ProductRow, ProductVariantRow } from '@/lib/server/db/schema';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { HsnCode } from '@/lib/shared/money/breakup';
import type { RateTable } from '../product-admin-pricing';
import type { VariantPlan } from '../variant-admin';
import {
  pricingEditOf,
  productColumnsOf,
  type PricedSize,
  type ProductColumns,
  type ProductEdit,
} from '../product-columns';

export type { ProductColumns };
export type PlannedVariant = PricedSize;

export type StateVariant = {
  size: string;
  stock_quantity: number;
  price: number | null;
  weight_grams: number | null;
  gross_weight_grams: number | null;
  sku: string | null;
};

/** The product as the file sees it: the editor's whole edit (stones, engraving and the rest the file has no
 *  column for pass through as stored), its pictures and its sizes. */
export type ProductState = ProductEdit & {
  image_urls: string[];
  variants: StateVariant[];
};

/** A new product before the file's columns: the create endpoint's defaults. */
export const NEW_PRODUCT: ProductState = {
  name: '',
  description: '',
  category_id: null,
  tags: [],
  pricing_kind: 'fixed',
  price: null,
  original_price: null,
  metal_rate: null,
  weight_grams: null,
  making_charge: null,
  stone_charges: 0,
  metal: null,
  purity: null,
  hallmarked: false,
  hsn_code: '7113',
  stock_quantity: 0,
  active: true,
  is_new: false,
  featured: false,
  stones: [],
  gross_weight_grams: null,
  made_to_order: null,
  engraving: null,
  image_urls: [],
  variants: [],
};

const grams = (value: number | null) => (value === null ? null : Number(value));

export function stateOf(row: ProductRow, variants: readonly ProductVariantRow[], imageUrls: string[]): ProductState {
  return {
    name: row.name,
    description: row.description,
    category_id: row.categoryId,
    tags: row.tags,
    ...pricingEditOf(row),
    gross_weight_grams: grams(row.grossWeightGrams),
    made_to_order: row.madeToOrderDays === null ? null : { lead_time_days: row.madeToOrderDays },
    engraving:
      row.engravingMaxChars === null || row.engravingPricePaise === null
        ? null
        : { max_chars: row.engravingMaxChars, price: paiseToRupees(row.engravingPricePaise) },
    hsn_code: row.hsnCode as HsnCode,
    stock_quantity: row.stockQuantity,
    active: row.active && row.archivedAt === null,
    is_new: row.isNew,
    featured: row.featured,
    image_urls: imageUrls,
    variants: variants.map((v) => ({
      size: v.size,
      stock_quantity: v.stockQuantity,
      price: paiseToRupees(v.pricePaise),
      weight_grams: grams(v.weightGrams),
      gross_weight_grams: grams(v.grossWeightGrams),
      sku: v.sku,
    })),
  };
}

/** Only what the owner decides: by weight the price, metal and purity follow the rate; with sizes the piece's
 *  own price and stock follow its sizes; a fixed price has no rate, making or stone charges. */
export function decided(s: ProductState): ProductState {
  const byWeight = s.pricing_kind === 'weight';
  const sized = s.variants.length > 0;
  return {
    ...s,
    price: byWeight || sized ? null : s.price,
    original_price: byWeight ? null : s.original_price,
    stock_quantity: sized ? 0 : s.stock_quantity,
    weight_grams: byWeight && sized ? null : s.weight_grams,
    metal: byWeight ? null : s.metal,
    purity: byWeight ? null : s.purity,
    metal_rate: byWeight ? s.metal_rate : null,
    making_charge: byWeight ? s.making_charge : null,
    stone_charges: byWeight ? s.stone_charges : 0,
    variants: s.variants.map((v) => ({ ...v, price: byWeight ? null : v.price })),
  };
}

/** The fields whose decided values differ: empty when the file changes nothing. */
export function changedFields(before: ProductState, after: ProductState): (keyof ProductState)[] {
  const a = decided(before);
  const b = decided(after);
  return (Object.keys(a) as (keyof ProductState)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** The product's columns and its sizes priced, or a DomainError naming the field (as the editor's writes do). */
export async function columnsOf(
  db: Executor,
  s: ProductState,
  rates: RateTable,
): Promise<{ values: ProductColumns; variants: PricedSize[] }> {
  const plan: VariantPlan[] = s.variants.map((v, i) => ({
    size: v.size,
    stockQuantity: v.stock_quantity,
    pricePaise: v.price === null ? null : rupeesToPaise(v.price),
    weightGrams: v.weight_grams,
    grossWeightGrams: v.gross_weight_grams,
    sku: v.sku,
    field: `variants.${i}`,
  }));
  const { values, sizes } = await productColumnsOf(db, s, plan, rates);
  return { values, variants: sizes };
}
