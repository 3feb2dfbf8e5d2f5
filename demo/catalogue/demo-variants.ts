// The demo's sizes: a ring or bangle carries more metal in a larger size, so each size weighs a
// little more and costs a little more than the one before; the smallest size keeps the generator's weight and
// price. Each size holds the generator's stock for the piece, so a piece that showed n pieces per size before
// still sells n of each. One gold ring, the showcase, is stocked as a jeweller's would be: 4 in size 8, the last
// piece in size 10, 2 in size 14 and 3 in size 16, the larger sizes heavier and dearer.
import { gramsToMg, weightPriceBreakup, type PriceBreakup } from '@/lib/shared/money/breakup';
import { DEMO_METAL_RATES, type DemoPricing } from './demo-metal-pricing';

export type DemoVariant = {
  size: string;
  stockQuantity: number;
  pricePaise: number;
  weightGrams: number | null;
  priceBreakup: PriceBreakup | null;
  position: number;
};

/** The showcase ring's sizes and stock, in order. */
export const SHOWCASE_SIZES = [
  { size: '8', stock: 4 },
  { size: '10', stock: 1 },
  { size: '14', stock: 2 },
  { size: '16', stock: 3 },
] as const;

/** Each size step adds this share of the smallest size's metal. */
const STEP_SHARE = 0.04;
const SHOWCASE_STEP_SHARE = 0.06;

/** Rings are sized by whole numbers ('6' … '12'); bangles by inches ('2.4'). */
export const isRing = (sizes: readonly string[]) => sizes.length > 0 && sizes.every((s) => /^\d{1,2}$/.test(s));

type Draft = { weightGrams: number; stockQuantity: number };

function sizeRow(
  draft: Draft,
  pricing: DemoPricing,
  size: string,
  stock: number,
  step: number,
  share: number,
  position: number,
): DemoVariant {
  const factor = 1 + share * step;
  if (pricing.pricingKind === 'weight') {
    const weightGrams = Math.round(draft.weightGrams * factor * 1000) / 1000;
    const breakup = weightPriceBreakup({
      rateKey: pricing.metalRateKey!,
      weightMg: gramsToMg(weightGrams),
      ratePaisePerGram: DEMO_METAL_RATES[pricing.metalRateKey!] * 100,
      makingKind: 'percent',
      makingValue: pricing.makingChargeValue!,
      stonePaise: pricing.stoneChargesPaise,
    });
    return { size, stockQuantity: stock, pricePaise: breakup.totalPaise, weightGrams, priceBreakup: breakup, position };
  }
  // A fixed price rises with the metal share of the price, to whole rupees.
  const pricePaise = Math.round((pricing.pricePaise * factor) / 100) * 100;
  return { size, stockQuantity: stock, pricePaise, weightGrams: null, priceBreakup: null, position };
}

export function demoVariants(
  draft: Draft & { sizes: readonly string[] },
  pricing: DemoPricing,
  showcase: boolean,
): DemoVariant[] {
  if (showcase)
    return SHOWCASE_SIZES.map((s, i) => sizeRow(draft, pricing, s.size, s.stock, i, SHOWCASE_STEP_SHARE, i));
  return draft.sizes.map((size, i) => sizeRow(draft, pricing, size, draft.stockQuantity, i, STEP_SHARE, i));
}

/** What the product row keeps of its sizes: their sum, the lowest price, and whether prices differ. */
export function productOfVariants(variants: readonly DemoVariant[]) {
  const prices = variants.map((v) => v.pricePaise);
  const lowest = variants.reduce((a, b) => (b.pricePaise < a.pricePaise ? b : a));
  return {
    sizes: variants.map((v) => v.size),
    stockQuantity: variants.reduce((sum, v) => sum + v.stockQuantity, 0),
    pricePaise: lowest.pricePaise,
    priceVaries: Math.min(...prices) !== Math.max(...prices),
    ...(lowest.weightGrams !== null && { weightGrams: lowest.weightGrams, priceBreakup: lowest.priceBreakup }),
  };
}
