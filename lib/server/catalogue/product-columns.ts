// One edit, whoever makes it (the editor, a row of the products import, a bulk change), turned into the stored
// columns of its product and the priced rows of its sizes. The rules a price follows live here once: stones
// priced by the carat win over the lump stone charge on a piece by weight, a size by weight is priced from the
// same rate and terms as its piece, and the piece's own price and weight are its lowest size's.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import type { products, ProductRow, ProductVariantRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import type { HsnCode, MakingChargeKind, PricingKind } from '@/lib/shared/money/breakup';
import { stonesByCaratPaise, type Stone } from '@/lib/shared/catalogue/stones';
import { currentRate, priceAtRate } from '@/lib/server/pricing';
import { pricingColumns, storedMaking, type PricingTerms, type RateTable } from './product-admin-pricing';
import { checkPlan, lowestOfPlan, type VariantPlan } from './variant-admin';

/** What decides a piece's price, in the API's units (rupees, grams, percent). */
export type PricingEdit = {
  pricing_kind: PricingKind;
  price: number | null;
  original_price: number | null;
  metal_rate: MetalRateKey | null;
  weight_grams: number | null;
  making_charge: { kind: MakingChargeKind; value: number } | null;
  stone_charges: number;
  stones: Stone[];
  metal: string | null;
  purity: string | null;
  hallmarked: boolean;
};

/** A whole product as an edit leaves it: every column a write decides but its slug and search text. */
export type ProductEdit = PricingEdit & {
  name: string;
  description: string;
  category_id: number | null;
  tags: string[];
  hsn_code: HsnCode;
  stock_quantity: number;
  active: boolean;
  is_new: boolean;
  featured: boolean;
  gross_weight_grams: number | null;
  made_to_order: { lead_time_days: number } | null;
  engraving: { max_chars: number; price: number } | null;
};

export type ProductColumns = Omit<typeof products.$inferInsert, 'slug' | 'searchText'>;
export type PricedSize = Omit<VariantPlan, 'field'> & {
  pricePaise: number;
  priceBreakup: ProductVariantRow['priceBreakup'];
};

const grams = (value: number | null) => (value === null ? null : Number(value));

/** The stored row's pricing fields as the back office reads them. */
export function pricingEditOf(row: ProductRow): PricingEdit {
  return {
    pricing_kind: row.pricingKind,
    price: paiseToRupees(row.pricePaise),
    original_price: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
    metal_rate: row.metalRateKey,
    weight_grams: grams(row.weightGrams),
    making_charge: storedMaking(row),
    stone_charges: paiseToRupees(row.stoneChargesPaise),
    stones: row.stones,
    metal: row.metal,
    purity: row.purity,
    hallmarked: row.hallmarked,
  };
}

/** The stone charges (rupees) of a piece by weight: its stones priced by carat (count x carat x price per
 *  carat) when any is, instead of the lump sum; a fixed price has its stones inside its price. */
export function stoneRupeesOf(kind: PricingKind, stones: readonly Stone[], lumpRupees: number): number {
  if (kind !== 'weight') return lumpRupees;
  const byCarat = stonesByCaratPaise(stones);
  return byCarat === null ? lumpRupees : paiseToRupees(byCarat);
}

/** The terms a price is worked out from: the piece's own price and weight are its lowest size's when it has
 *  sizes, and its stones priced by the carat win over the lump sum. */
export function pricingTermsOf(e: PricingEdit, sizes: readonly VariantPlan[] = []): PricingTerms {
  const lowest = sizes.length ? lowestOfPlan(sizes) : null;
  return {
    kind: e.pricing_kind,
    priceRupees: lowest?.pricePaise ? paiseToRupees(lowest.pricePaise) : (e.price ?? undefined),
    originalRupees: e.original_price,
    rateKey: e.metal_rate,
    weightGrams: lowest?.weightGrams ?? e.weight_grams,
    making: e.making_charge,
    stoneRupees: stoneRupeesOf(e.pricing_kind, e.stones, e.stone_charges),
    metal: e.metal,
    purity: e.purity,
    hallmarked: e.hallmarked,
  };
}

/** The stored columns of an engraving offer (rupees at the edge, paise inside); null takes it away. */
export function engravingColumns(offer: { max_chars: number; price: number } | null) {
  return {
    engravingMaxChars: offer?.max_chars ?? null,
    engravingPricePaise: offer ? rupeesToPaise(offer.price) : null,
  };
}

type SizeTerms = Pick<
  ProductColumns,
  'pricingKind' | 'metalRateKey' | 'makingChargeKind' | 'makingChargeValue' | 'stoneChargesPaise'
>;

/** Each size priced: as given when fixed; by weight from today's rate (read once) and its piece's terms. */
export async function priceSizes(
  db: Executor,
  piece: SizeTerms,
  plan: readonly VariantPlan[],
  rates?: RateTable,
): Promise<PricedSize[]> {
  const strip = ({ field: _field, ...size }: VariantPlan) => size;
  if (piece.pricingKind !== 'weight') {
    return plan.map((v) => ({ ...strip(v), pricePaise: v.pricePaise!, priceBreakup: null }));
  }
  if (plan.length === 0) return [];
  const rateKey = piece.metalRateKey!;
  const rate = rates ? rates.get(rateKey) : await currentRate(db, rateKey);
  if (rate === undefined || rate === null) {
    const message = R.rateMissing(METAL_GRADES[rateKey].label);
    throw new DomainError(ERROR_CODES.validationFailed, message, { errors: { metal_rate: [message] } });
  }
  return plan.map((v) => {
    const priced = priceAtRate(
      {
        rateKey,
        weightGrams: v.weightGrams!,
        makingKind: piece.makingChargeKind!,
        makingValue: piece.makingChargeValue!,
        stonePaise: piece.stoneChargesPaise ?? 0,
      },
      rate,
    );
    return { ...strip(v), pricePaise: priced.pricePaise, priceBreakup: priced.breakup };
  });
}

/** The product's columns and its sizes priced, or a DomainError naming the field. */
export async function productColumnsOf(
  db: Executor,
  e: ProductEdit,
  plan: readonly VariantPlan[],
  rates?: RateTable,
): Promise<{ values: ProductColumns; sizes: PricedSize[] }> {
  checkPlan(plan, e.pricing_kind, { weightGrams: e.weight_grams, stones: e.stones });
  const pricing = await pricingColumns(db, pricingTermsOf(e, plan), rates);
  const values: ProductColumns = {
    name: e.name,
    description: e.description,
    categoryId: e.category_id,
    stockQuantity: plan.length ? plan.reduce((sum, v) => sum + v.stockQuantity, 0) : e.stock_quantity,
    sizes: plan.map((v) => v.size),
    tags: e.tags,
    metal: e.metal,
    purity: e.purity,
    weightGrams: e.weight_grams,
    grossWeightGrams: e.gross_weight_grams,
    stones: e.stones,
    madeToOrderDays: e.made_to_order?.lead_time_days ?? null,
    ...engravingColumns(e.engraving),
    hsnCode: e.hsn_code,
    pricePaise: 0,
    ...pricing,
    priceVaries: false,
    isNew: e.is_new,
    featured: e.featured,
    active: e.active,
  };
  const sizes = await priceSizes(db, values as SizeTerms, plan, rates);
  return { values, sizes };
}
