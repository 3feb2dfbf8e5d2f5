// A product as the import compares it: every field the file can set, in the API's units (rupees, grams,
// percent). The stored piece is read into one, the file's columns laid over it, and the two compared with what
// the database works out for itself (a price by weight, a piece's own price and stock when it has sizes) left
// out, so importing an export unchanged finds nothing to change. The new state is then turned into columns.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import type { products, ProductRow, ProductVariantRow } from '@/lib/server/db/schema';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { priceAtRate } from '@/lib/server/pricing';
import type { HsnCode, MakingChargeKind, PricingKind } from '@/lib/shared/pricing/price-breakup';
import { pricingColumns, storedMaking, type RateTable } from '../product-admin-pricing';
import { checkPlan, lowestOfPlan, type VariantPlan } from '../variant-admin';

export type StateVariant = {
  size: string;
  stock_quantity: number;
  price: number | null;
  weight_grams: number | null;
  sku: string | null;
};

export type ProductState = {
  name: string;
  description: string;
  category_id: number | null;
  tags: string[];
  pricing_kind: PricingKind;
  price: number | null;
  original_price: number | null;
  metal_rate: MetalRateKey | null;
  weight_grams: number | null;
  making_charge: { kind: MakingChargeKind; value: number } | null;
  stone_charges: number;
  metal: string | null;
  purity: string | null;
  hallmarked: boolean;
  hsn_code: HsnCode;
  stock_quantity: number;
  active: boolean;
  is_new: boolean;
  featured: boolean;
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
    pricing_kind: row.pricingKind,
    price: paiseToRupees(row.pricePaise),
    original_price: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
    metal_rate: row.metalRateKey,
    weight_grams: grams(row.weightGrams),
    making_charge: storedMaking(row),
    stone_charges: paiseToRupees(row.stoneChargesPaise),
    metal: row.metal,
    purity: row.purity,
    hallmarked: row.hallmarked,
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

export type ProductColumns = Omit<typeof products.$inferInsert, 'slug' | 'searchText'>;
export type PlannedVariant = Omit<VariantPlan, 'field'> & {
  pricePaise: number;
  priceBreakup: ProductVariantRow['priceBreakup'];
};

/** The product's columns and its sizes priced, or a DomainError naming the field (as the editor's writes do). */
export async function columnsOf(
  db: Executor,
  s: ProductState,
  rates: RateTable,
): Promise<{ values: ProductColumns; variants: PlannedVariant[] }> {
  const plan: VariantPlan[] = s.variants.map((v, i) => ({
    size: v.size,
    stockQuantity: v.stock_quantity,
    pricePaise: v.price === null ? null : rupeesToPaise(v.price),
    weightGrams: v.weight_grams,
    sku: v.sku,
    field: `variants.${i}`,
  }));
  checkPlan(plan, s.pricing_kind);
  const lowest = plan.length ? lowestOfPlan(plan) : null;
  const pricing = await pricingColumns(
    db,
    {
      kind: s.pricing_kind,
      priceRupees: lowest?.pricePaise ? paiseToRupees(lowest.pricePaise) : (s.price ?? undefined),
      originalRupees: s.original_price,
      rateKey: s.metal_rate,
      weightGrams: lowest?.weightGrams ?? s.weight_grams,
      making: s.making_charge,
      stoneRupees: s.stone_charges,
      metal: s.metal,
      purity: s.purity,
      hallmarked: s.hallmarked,
    },
    rates,
  );
  const values: ProductColumns = {
    name: s.name,
    description: s.description,
    categoryId: s.category_id,
    stockQuantity: plan.length ? plan.reduce((sum, v) => sum + v.stockQuantity, 0) : s.stock_quantity,
    sizes: plan.map((v) => v.size),
    tags: s.tags,
    metal: s.metal,
    purity: s.purity,
    weightGrams: s.weight_grams,
    hsnCode: s.hsn_code,
    pricePaise: 0,
    ...pricing,
    priceVaries: false,
    isNew: s.is_new,
    featured: s.featured,
    active: s.active,
  };
  const variants = plan.map((v) => {
    if (s.pricing_kind === 'fixed') return { ...v, pricePaise: v.pricePaise!, priceBreakup: null };
    const priced = priceAtRate(
      {
        rateKey: s.metal_rate!,
        weightGrams: v.weightGrams!,
        makingKind: values.makingChargeKind!,
        makingValue: values.makingChargeValue!,
        stonePaise: values.stoneChargesPaise ?? 0,
      },
      rates.get(s.metal_rate!)!,
    );
    return { ...v, pricePaise: priced.pricePaise, priceBreakup: priced.breakup };
  });
  return { values, variants };
}
