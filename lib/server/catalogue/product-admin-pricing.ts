// How a back-office write prices a piece: the stored price columns worked out from today's rate when sold by
// weight, or as given when fixed, and the making charge read back as the back office sends it.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import type { products, ProductRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { bpToPercent, paiseToRupees, percentToBp, rupeesToPaise } from '@/lib/shared/money';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import { priceAtRate, priceByWeight, type WeightPrice, type WeightTerms } from '@/lib/server/pricing';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { METAL_GRADES, gradeForPurity, type MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import type { MakingChargeKind, PricingKind } from '@/lib/shared/money/breakup';

/** Everything that decides a piece's price and its hallmark, once the patch is laid over the stored row. */
export type PricingTerms = {
  kind: PricingKind;
  priceRupees: number | undefined;
  originalRupees: number | null;
  rateKey: MetalRateKey | null;
  weightGrams: number | null;
  making: { kind: MakingChargeKind; value: number } | null;
  stoneRupees: number;
  metal: string | null;
  purity: string | null;
  hallmarked: boolean;
};

const invalid = (field: string, message: string) =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { [field]: [message] } });

/** Today's rate of each metal, read once by a write that prices many pieces (the products import). */
export type RateTable = ReadonlyMap<MetalRateKey, number>;

async function priceByWeightFrom(db: Executor, rates: RateTable | undefined, terms: WeightTerms): Promise<WeightPrice> {
  if (!rates) return priceByWeight(db, terms);
  const rate = rates.get(terms.rateKey);
  if (rate === undefined) throw invalid('metal_rate', R.rateMissing(METAL_GRADES[terms.rateKey].label));
  return priceAtRate(terms, rate);
}

/** The stored columns of a piece's price: worked out from today's rate by weight, or as given when fixed. */
export async function pricingColumns(
  db: Executor,
  t: PricingTerms,
  rates?: RateTable,
): Promise<Partial<typeof products.$inferInsert>> {
  if (t.kind === 'weight') {
    if (!t.rateKey || t.weightGrams === null || !t.making)
      throw invalid(
        !t.rateKey ? 'metal_rate' : t.weightGrams === null ? 'weight_grams' : 'making_charge',
        R.weightPricingIncomplete,
      );
    if (t.originalRupees !== null) throw invalid('original_price', R.weightPricedHasNoOriginal);
    if (t.hallmarked && !METAL_GRADES[t.rateKey].hallmarkable) throw invalid('hallmarked', R.hallmarkNotPossible);
    const makingValue = t.making.kind === 'percent' ? percentToBp(t.making.value) : rupeesToPaise(t.making.value);
    const stonePaise = rupeesToPaise(t.stoneRupees);
    const terms = {
      rateKey: t.rateKey,
      weightGrams: t.weightGrams,
      makingKind: t.making.kind,
      makingValue,
      stonePaise,
    };
    const priced = await priceByWeightFrom(db, rates, terms);
    return {
      pricingKind: 'weight',
      metalRateKey: t.rateKey,
      makingChargeKind: t.making.kind,
      makingChargeValue: makingValue,
      stoneChargesPaise: stonePaise,
      weightGrams: t.weightGrams,
      metal: priced.metal,
      purity: priced.purity,
      pricePaise: priced.pricePaise,
      priceBreakup: priced.breakup,
      originalPricePaise: null,
      hallmarked: t.hallmarked,
    };
  }
  if (t.priceRupees === undefined) throw invalid('price', M.priceInvalid);
  if (t.originalRupees !== null && t.originalRupees < t.priceRupees)
    throw invalid('original_price', M.originalBelowPrice);
  const grade = gradeForPurity(t.metal, t.purity);
  if (t.hallmarked && !(grade && METAL_GRADES[grade].hallmarkable)) throw invalid('hallmarked', R.hallmarkNotPossible);
  return {
    pricingKind: 'fixed',
    metalRateKey: null,
    makingChargeKind: null,
    makingChargeValue: null,
    stoneChargesPaise: 0,
    priceBreakup: null,
    pricePaise: rupeesToPaise(t.priceRupees),
    originalPricePaise: t.originalRupees === null ? null : rupeesToPaise(t.originalRupees),
    hallmarked: t.hallmarked,
  };
}

/** The making charge as the back office reads and sends it: a percent, or rupees per gram. */
export function storedMaking(row: Pick<ProductRow, 'makingChargeKind' | 'makingChargeValue'>): PricingTerms['making'] {
  if (row.makingChargeKind === null || row.makingChargeValue === null) return null;
  return {
    kind: row.makingChargeKind,
    value:
      row.makingChargeKind === 'percent' ? bpToPercent(row.makingChargeValue) : paiseToRupees(row.makingChargeValue),
  };
}

export const PRICING_FIELDS = [
  'price',
  'original_price',
  'pricing_kind',
  'metal_rate',
  'weight_grams',
  'making_charge',
  'stone_charges',
  'stones',
  'metal',
  'purity',
  'hallmarked',
] as const;
