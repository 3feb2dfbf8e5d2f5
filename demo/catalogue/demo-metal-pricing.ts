// How the demo shop prices its gold: the day's rates for every metal and purity, and about a third
// of the gold pieces sold by weight with making charges, their stones making up the rest of the price the
// generator gave them. Gold pieces carry the BIS hallmark; gold-plated brass is imitation jewellery (HSN 7117).
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import { fixedPriceBreakup, gramsToMg, weightPriceBreakup, type PriceBreakup } from '@/lib/shared/money/breakup';

/** Rupees per gram before GST: with 14 % making, the generator's prices per gram of finished gold. */
export const DEMO_METAL_RATES: Record<MetalRateKey, number> = {
  gold_24k: 9000,
  gold_22k: 8250,
  gold_18k: 6750,
  gold_14k: 5265,
  silver_925: 105,
  platinum_950: 3150,
};

const MAKING_PERCENT_BP = [1200, 1400, 1600, 1800] as const;

type PricedDraft = {
  slug: string;
  metal: string;
  purity: string;
  pricePaise: number;
  originalPricePaise: number | null;
  weightGrams: number;
};

export type DemoPricing = {
  hsnCode: '7113' | '7117';
  hallmarked: boolean;
  pricingKind: 'fixed' | 'weight';
  metalRateKey: MetalRateKey | null;
  makingChargeKind: 'percent' | null;
  makingChargeValue: number | null;
  stoneChargesPaise: number;
  priceBreakup: PriceBreakup | null;
  pricePaise: number;
  originalPricePaise: number | null;
  metal: string;
  purity: string;
};

function goldGrade(purity: string): MetalRateKey | null {
  if (purity === '22K') return 'gold_22k';
  if (purity === '18K') return 'gold_18k';
  return null;
}

/** A stable small number from the slug, so the same pieces are priced by weight on every seed. */
function slugHash(slug: string): number {
  let h = 0;
  for (const c of slug) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

export function demoPricing(draft: PricedDraft): DemoPricing {
  const grade = draft.metal.endsWith('Gold') ? goldGrade(draft.purity) : null;
  const imitation = /plated|brass/i.test(draft.metal);
  const fixed: DemoPricing = {
    hsnCode: imitation ? '7117' : '7113',
    hallmarked: grade !== null,
    pricingKind: 'fixed',
    metalRateKey: null,
    makingChargeKind: null,
    makingChargeValue: null,
    stoneChargesPaise: 0,
    priceBreakup: null,
    pricePaise: draft.pricePaise,
    originalPricePaise: draft.originalPricePaise,
    metal: draft.metal,
    purity: draft.purity,
  };
  const hash = slugHash(draft.slug);
  if (!grade || hash % 3 !== 0) return fixed;
  const ratePaisePerGram = DEMO_METAL_RATES[grade] * 100;
  const makingValue = MAKING_PERCENT_BP[hash % MAKING_PERCENT_BP.length]!;
  const weightMg = gramsToMg(draft.weightGrams);
  const bare = weightPriceBreakup({
    rateKey: grade,
    weightMg,
    ratePaisePerGram,
    makingKind: 'percent',
    makingValue,
    stonePaise: 0,
  });
  // Stones and handwork are what the generator's price held beyond the metal and its making.
  const stonePaise = Math.max(
    0,
    Math.round((fixedPriceBreakup(draft.pricePaise).subtotalPaise - bare.subtotalPaise) / 100) * 100,
  );
  const breakup = weightPriceBreakup({
    rateKey: grade,
    weightMg,
    ratePaisePerGram,
    makingKind: 'percent',
    makingValue,
    stonePaise,
  });
  return {
    ...fixed,
    pricingKind: 'weight',
    metalRateKey: grade,
    makingChargeKind: 'percent',
    makingChargeValue: makingValue,
    stoneChargesPaise: stonePaise,
    priceBreakup: breakup,
    pricePaise: breakup.totalPaise,
    originalPricePaise: null,
    metal: METAL_GRADES[grade].metal,
    purity: METAL_GRADES[grade].purity,
  };
}
