// The shop's selling settings: old-gold exchange, EMI plans and cart reminders. Stored as one JSON value
// (shop_settings.selling) and read through these defaults, so a shop that never saved them sells as the demo does.
import { z } from 'zod';
import { MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { DEFAULT_EMI_PLANS } from './emi-plans';
import { DEFAULT_EXCHANGE_SETTINGS, EXCHANGE_RATE_KEYS, EXCHANGE_WEIGHT_CEILING_GRAMS } from './old-gold';

export const emiPlanSchema = z.object({
  months: z.number({ error: 'must be a number of months' }).int('must be whole months').min(2).max(60),
  annual_interest_percent: z.number({ error: 'must be a percent' }).min(0).max(60),
  /** Rupees: the plan is offered from this order value up. */
  min_order_value: z.number({ error: 'must be rupees' }).min(0).max(MAX_AMOUNT_RUPEES),
});

export const sellingSettingsSchema = z.object({
  exchange_enabled: z.boolean(),
  /** Melting and testing loss taken off old gold's value, percent. */
  exchange_deduction_percent: z.number({ error: 'must be a percent' }).min(0).max(50),
  /** The grades accepted in exchange. */
  exchange_purities: z.array(z.enum(EXCHANGE_RATE_KEYS)).max(EXCHANGE_RATE_KEYS.length),
  /** The most old metal one order may bring, grams. */
  exchange_max_weight_grams: z.number({ error: 'must be grams' }).positive().max(EXCHANGE_WEIGHT_CEILING_GRAMS),
  emi_plans: z.array(emiPlanSchema).max(12),
  /** Hours a signed-in shopper's cart stays untouched before one reminder (with consent). */
  cart_reminder_after_hours: z.number().int().min(1).max(720),
});
export type SellingSettings = z.infer<typeof sellingSettingsSchema>;

export const DEFAULT_SELLING_SETTINGS: SellingSettings = {
  ...DEFAULT_EXCHANGE_SETTINGS,
  exchange_purities: [...DEFAULT_EXCHANGE_SETTINGS.exchange_purities],
  emi_plans: DEFAULT_EMI_PLANS.map((p) => ({ ...p })),
  cart_reminder_after_hours: 4,
};

/** The stored value over the defaults: a key the owner never set keeps its default. */
export function sellingSettingsOf(stored: Partial<SellingSettings> | null | undefined): SellingSettings {
  return { ...DEFAULT_SELLING_SETTINGS, ...(stored ?? {}) };
}

/** What the storefront's pages need of them (EMI line and table, the old-gold calculator). */
export type SellingOffersSettings = Pick<
  SellingSettings,
  'emi_plans' | 'exchange_enabled' | 'exchange_deduction_percent' | 'exchange_purities'
>;

export function sellingOffersOf(settings: SellingSettings): SellingOffersSettings {
  const { emi_plans, exchange_enabled, exchange_deduction_percent, exchange_purities } = settings;
  return { emi_plans, exchange_enabled, exchange_deduction_percent, exchange_purities };
}
