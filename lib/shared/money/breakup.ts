// The one price formula of the shop, in integer paise. Every price shown is inclusive of GST at
// 3 % (jewellery, HSN 7113; imitation jewellery, HSN 7117, at the same rate). A piece is sold either at a
// fixed price, whose breakup is the taxable value and the GST inside it, or by weight: the day's rate for its
// metal and purity times its weight, plus making charges (a percent of the metal's value or a flat amount per
// gram), plus stones and other charges, plus GST, rounded to the rupee. The server prices with this and the
// product page prints its result, so the two can only disagree if a rate really changed.
import { BASIS_POINTS, divRound } from './units';
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { gstInside, gstOnValue } from './gst';

export const HSN_CODES = { '7113': 'Jewellery of precious metal', '7117': 'Imitation jewellery' } as const;
export type HsnCode = keyof typeof HSN_CODES;
export const HSN_CODE_VALUES = Object.keys(HSN_CODES) as HsnCode[];

export const PRICING_KINDS = ['fixed', 'weight'] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];
export const MAKING_CHARGE_KINDS = ['percent', 'per_gram'] as const;
export type MakingChargeKind = (typeof MAKING_CHARGE_KINDS)[number];

/** How a piece priced by weight is made up; weights are in milligrams so that every step is an integer. */
export type WeightPricing = {
  rateKey: MetalRateKey;
  weightMg: number;
  ratePaisePerGram: number;
  makingKind: MakingChargeKind;
  /** Basis points of the metal value for 'percent' (1200 = 12 %), paise per gram for 'per_gram'. */
  makingValue: number;
  stonePaise: number;
};

/** The product page's and the order's breakup, in paise; the lines above the total add up to it exactly. */
export type PriceBreakup = {
  kind: PricingKind;
  rateKey: MetalRateKey | null;
  weightMg: number | null;
  ratePaisePerGram: number | null;
  metalValuePaise: number | null;
  makingPaise: number | null;
  makingKind: MakingChargeKind | null;
  makingValue: number | null;
  stonePaise: number | null;
  /** Value before GST: metal + making + stones for a piece by weight, the taxable value of a fixed price. */
  subtotalPaise: number;
  gstPaise: number;
  /** What rounding to the rupee added or took (a piece by weight only; −50 to +49 paise). */
  roundOffPaise: number;
  totalPaise: number;
};

export function gramsToMg(grams: number): number {
  return Math.round(grams * 1000);
}

export function fixedPriceBreakup(pricePaise: number): PriceBreakup {
  const { taxablePaise, gstPaise } = gstInside(pricePaise);
  return {
    kind: 'fixed',
    rateKey: null,
    weightMg: null,
    ratePaisePerGram: null,
    metalValuePaise: null,
    makingPaise: null,
    makingKind: null,
    makingValue: null,
    stonePaise: null,
    subtotalPaise: taxablePaise,
    gstPaise,
    roundOffPaise: 0,
    totalPaise: pricePaise,
  };
}

export function weightPriceBreakup(p: WeightPricing): PriceBreakup {
  const metalValuePaise = divRound(p.ratePaisePerGram * p.weightMg, 1000);
  const makingPaise =
    p.makingKind === 'percent'
      ? divRound(metalValuePaise * p.makingValue, BASIS_POINTS)
      : divRound(p.makingValue * p.weightMg, 1000);
  const subtotalPaise = metalValuePaise + makingPaise + p.stonePaise;
  const gstPaise = gstOnValue(subtotalPaise);
  const totalPaise = Math.max(100, divRound(subtotalPaise + gstPaise, 100) * 100);
  return {
    kind: 'weight',
    rateKey: p.rateKey,
    weightMg: p.weightMg,
    ratePaisePerGram: p.ratePaisePerGram,
    metalValuePaise,
    makingPaise,
    makingKind: p.makingKind,
    makingValue: p.makingValue,
    stonePaise: p.stonePaise,
    subtotalPaise,
    gstPaise,
    roundOffPaise: totalPaise - subtotalPaise - gstPaise,
    totalPaise,
  };
}
