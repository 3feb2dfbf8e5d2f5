// Old-gold exchange: a shopper pays part of a new piece with old gold (or silver). The shop quotes its value at
// the day's rate of its purity less a melting-and-testing deduction; the quote holds until the end of the IST
// day, and an order that uses it charges the rest. The tested gold is recorded when it arrives.
import { z } from 'zod';
import { BASIS_POINTS, percentToBp } from '@/lib/shared/money';
import { istDayStart, addDays, shopToday } from '@/lib/shared/shop-time';
import { METAL_GRADES, type MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';

/** The grades old metal can be exchanged at; the settings choose which of them the shop accepts. */
export const EXCHANGE_RATE_KEYS = [
  'gold_24k',
  'gold_22k',
  'gold_18k',
  'silver_925',
] as const satisfies readonly MetalRateKey[];
export type ExchangeRateKey = (typeof EXCHANGE_RATE_KEYS)[number];

export const EXCHANGE_METALS = ['gold', 'silver'] as const;
export type ExchangeMetal = (typeof EXCHANGE_METALS)[number];
export const EXCHANGE_PURITIES = ['24K', '22K', '18K', '925'] as const;
export type ExchangePurity = (typeof EXCHANGE_PURITIES)[number];

const KEY_OF: Record<string, ExchangeRateKey> = {
  'gold:24K': 'gold_24k',
  'gold:22K': 'gold_22k',
  'gold:18K': 'gold_18k',
  'silver:925': 'silver_925',
};

/** The rate key of a metal and purity, or null when that pair is not an exchangeable grade. */
export function exchangeRateKey(metal: string, purity: string): ExchangeRateKey | null {
  return KEY_OF[`${metal}:${purity}`] ?? null;
}

export function metalOfKey(key: ExchangeRateKey): { metal: ExchangeMetal; purity: ExchangePurity } {
  return { metal: key === 'silver_925' ? 'silver' : 'gold', purity: METAL_GRADES[key].purity as ExchangePurity };
}

/** Grams are weighed to the milligram. */
export const MG_PER_GRAM = 1000;
/** The heaviest lot any setting may accept in one order, in grams. */
export const EXCHANGE_WEIGHT_CEILING_GRAMS = 5000;

export const DEFAULT_EXCHANGE_SETTINGS = {
  exchange_enabled: true,
  exchange_deduction_percent: 2,
  exchange_purities: ['gold_24k', 'gold_22k', 'gold_18k'] as ExchangeRateKey[],
  exchange_max_weight_grams: 200,
};

/**
 * The value in paise of weightMg of metal at ratePaisePerGram less deductionPercent, rounded half up to the
 * paisa. Computed in integers (BigInt) so a kilogram at any rate stays exact.
 */
export function exchangeValuePaise(weightMg: number, ratePaisePerGram: number, deductionPercent: number): number {
  const keptBp = BigInt(BASIS_POINTS - percentToBp(deductionPercent));
  const numerator = BigInt(weightMg) * BigInt(ratePaisePerGram) * keptBp;
  const denominator = BigInt(MG_PER_GRAM * BASIS_POINTS);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** A quote holds until midnight in India at the end of the day it was made. */
export function endOfShopDay(now: Date = new Date()): Date {
  return new Date(istDayStart(addDays(shopToday(now), 1)).getTime() - 1);
}

const weightGrams = z
  .number({ error: 'must be a number of grams' })
  .positive('must be more than 0')
  .max(EXCHANGE_WEIGHT_CEILING_GRAMS, `must be at most ${EXCHANGE_WEIGHT_CEILING_GRAMS} g`)
  .refine((g) => Number.isInteger(Math.round(g * MG_PER_GRAM * 1e6) / 1e6), 'must be weighed to the milligram');

/** POST /exchange/quote. */
export const exchangeQuoteBodySchema = z.object({
  metal: z.enum(EXCHANGE_METALS, { error: `must be one of ${EXCHANGE_METALS.join(', ')}` }),
  purity: z.enum(EXCHANGE_PURITIES, { error: `must be one of ${EXCHANGE_PURITIES.join(', ')}` }),
  weight_grams: weightGrams,
});
export type ExchangeQuoteBody = z.infer<typeof exchangeQuoteBodySchema>;

/** POST /admin/orders/{id}/exchange: what the shop's test of the old gold found. */
export const exchangeTestBodySchema = z.object({
  tested_weight_grams: weightGrams,
  tested_purity: z.enum(EXCHANGE_PURITIES, { error: `must be one of ${EXCHANGE_PURITIES.join(', ')}` }),
});
export type ExchangeTestBody = z.infer<typeof exchangeTestBodySchema>;

/** The quote id as create-order takes it. */
export const exchangeQuoteIdSchema = z.string().trim().uuid('must be a quote id');

export type ApiExchangeQuote = {
  id: string;
  metal: ExchangeMetal;
  purity: ExchangePurity;
  weight_grams: number;
  rate_per_gram: number;
  deduction_percent: number;
  value: number;
  valid_until: string;
};

/** The old gold on an order, as the shopper and the back office see it. */
export type ApiOrderExchange = {
  status: 'to_collect' | 'tested';
  metal: ExchangeMetal;
  purity: ExchangePurity;
  declared_weight_grams: number;
  value: number;
  tested_weight_grams: number | null;
  tested_purity: ExchangePurity | null;
  tested_value: number | null;
  /** tested_value - value: below 0 the shopper owes it, above 0 the shop refunds it. */
  difference: number | null;
  /** The shortfall the shopper still owes (0 when none, or once paid); the order is not dispatched before. */
  owed: number;
  shortfall_paid_at: string | null;
};

/** What the old gold counts for: its tested value once tested (a shortfall paid or an excess refunded), else its quote. */
export function oldGoldValue(exchange: ApiOrderExchange): number {
  return exchange.tested_value ?? exchange.value;
}

/** "Old gold to collect: 1.5 g of 22K, valued ₹1,470", or, once tested, what the test found. */
export function oldGoldLine(exchange: ApiOrderExchange): string {
  if (exchange.status === 'tested' && exchange.tested_weight_grams !== null && exchange.tested_value !== null) {
    return EXCHANGE_MESSAGES.tested(
      String(exchange.tested_weight_grams),
      exchange.tested_purity ?? exchange.purity,
      exchange.tested_value,
    );
  }
  return EXCHANGE_MESSAGES.toCollect(String(exchange.declared_weight_grams), exchange.purity, exchange.value);
}
