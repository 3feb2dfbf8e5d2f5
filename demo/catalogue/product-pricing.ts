// Prices the way an Indian jewellery shop would: metal by weight plus stones and handwork, ending in 99.
import type { Random } from '../artwork/prng';
import type { Metal, Style } from './product-vocabulary';

export const MIN_PRICE_RUPEES = 499;
export const MAX_PRICE_RUPEES = 75_000;

/** Gold pieces are made lighter than their silver cousins; a 60 g silver choker becomes a ~18 g gold one. */
function goldGrams(silverGrams: number): number {
  return silverGrams <= 1.5 ? silverGrams : 1.5 + (silverGrams - 1.5) * 0.3;
}

/** 1,249 / 12,499 / 24,999: whole rupees with the endings shoppers expect. */
export function retailRupees(amount: number): number {
  const step = amount < 1000 ? 50 : amount < 10_000 ? 100 : 500;
  return Math.max(MIN_PRICE_RUPEES, Math.round(amount / step) * step - 1);
}

export type Pricing = { weightGrams: number; priceRupees: number; originalPriceRupees: number | null };

export function priceProduct(rng: Random, metal: Metal, style: Style, grams: readonly [number, number]): Pricing {
  const silverGrams = grams[0] + rng.next() * (grams[1] - grams[0]);
  let weight = metal.precious ? goldGrams(silverGrams) : silverGrams;
  const handwork =
    rng.int(style.value[0], style.value[1]) * (metal.precious ? 3 : 1) + (metal.precious ? 0 : rng.int(60, 500));
  let amount = weight * metal.ratePerGram + handwork;
  // Heavier gold pieces would pass the shop's ₹75,000 ceiling; they are offered in a lighter make instead.
  const ceiling = MAX_PRICE_RUPEES - rng.int(0, 14_000);
  if (amount > ceiling) {
    const metalBudget = Math.max(ceiling * 0.35, ceiling - handwork);
    weight = metalBudget / metal.ratePerGram;
    amount = metalBudget + Math.min(handwork, ceiling - metalBudget);
  }
  const priceRupees = Math.min(MAX_PRICE_RUPEES, retailRupees(amount));
  let originalPriceRupees: number | null = null;
  if (rng.chance(0.3)) {
    const percent = rng.pick([15, 20, 25, 30, 30, 35, 40]);
    originalPriceRupees = Math.max(priceRupees + 100, retailRupees(priceRupees / (1 - percent / 100)));
  }
  return { weightGrams: Math.max(0.2, Math.round(weight * 100) / 100), priceRupees, originalPriceRupees };
}
