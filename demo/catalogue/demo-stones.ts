// Engraving on the demo's silver gifts (below), and one demo piece set with a certified diamond, so a newcomer sees stones, carats and a lab's certificate on
// the product page, in the API and on the invoice: the first piece priced by weight, without sizes, whose
// price holds stone charges. Its gross weight is the metal's net weight plus the diamond (0.2 g a carat).
import type { Stone } from '@/lib/shared/catalogue/stones';
import { GRAMS_PER_CARAT } from '@/lib/shared/catalogue/stones';
import type { DemoPricing } from './demo-metal-pricing';

export const DEMO_DIAMOND: Stone = {
  type: 'Diamond',
  count: 1,
  carat_weight: 0.3,
  clarity: 'VS1',
  colour: 'G',
  cut: 'Excellent',
  shape: 'Round',
  certificate: { lab: 'IGI', number: '612345678' },
};

export type StoneState = { diamondDone: boolean };

export function demoStones(
  draft: { weightGrams: number; sizes: readonly string[] },
  pricing: DemoPricing,
  state: StoneState,
): { stones: Stone[]; grossWeightGrams: number | null } {
  const none = { stones: [], grossWeightGrams: null };
  if (state.diamondDone || pricing.pricingKind !== 'weight' || draft.sizes.length > 0) return none;
  if (pricing.stoneChargesPaise <= 0) return none;
  state.diamondDone = true;
  const stoneMg = Math.round(DEMO_DIAMOND.count * DEMO_DIAMOND.carat_weight * GRAMS_PER_CARAT * 1000);
  return { stones: [DEMO_DIAMOND], grossWeightGrams: (Math.round(draft.weightGrams * 1000) + stoneMg) / 1000 };
}

/** Engraving on gifts: silver pieces without sizes tagged as gifts offer up to 15 characters for ₹299. */
export const DEMO_ENGRAVING = { maxChars: 15, pricePaise: 29_900 } as const;

export function demoEngraving(draft: { metal: string; tags: readonly string[]; sizes: readonly string[] }): {
  engravingMaxChars: number | null;
  engravingPricePaise: number | null;
} {
  const offered = draft.metal === '925 Sterling Silver' && draft.sizes.length === 0 && draft.tags.includes('gift');
  return offered
    ? { engravingMaxChars: DEMO_ENGRAVING.maxChars, engravingPricePaise: DEMO_ENGRAVING.pricePaise }
    : { engravingMaxChars: null, engravingPricePaise: null };
}
