// EMI shown honestly: the monthly instalment of each plan by the standard reducing-balance formula
// EMI = P r (1+r)^n / ((1+r)^n - 1) with r = annual / 12 / 100, and P / n at 0 %. "No-cost EMI" is said only of
// plans without interest. The payment itself stays with the provider's checkout (its EMI method).
import { z } from 'zod';

export type EmiPlan = { months: number; annual_interest_percent: number; min_order_value: number };

export const emiPlanSchema = z.object({
  months: z.number({ error: 'must be a number of months' }).int('must be whole months').min(2).max(60),
  annual_interest_percent: z.number({ error: 'must be a percent' }).min(0).max(60),
  /** Rupees: the plan is offered from this order value up. */
  min_order_value: z.number({ error: 'must be rupees' }).min(0).max(100_000_000),
});

export const DEFAULT_EMI_PLANS: EmiPlan[] = [
  { months: 3, annual_interest_percent: 0, min_order_value: 10_000 },
  { months: 6, annual_interest_percent: 0, min_order_value: 10_000 },
  { months: 12, annual_interest_percent: 15, min_order_value: 25_000 },
];

export type EmiOption = {
  months: number;
  annual_interest_percent: number;
  noCost: boolean;
  /** Rupees, rounded up to the paisa so n instalments never pay less than the price with its interest. */
  monthly: number;
  /** What the n instalments add up to, rupees. */
  total: number;
  interest: number;
};

/** The instalment in rupees of `rupees` over `months` at `annualPercent`, to the paisa (rounded up). */
export function emiMonthly(rupees: number, months: number, annualPercent: number): number {
  const paise = Math.round(rupees * 100);
  if (annualPercent === 0) return Math.ceil(paise / months) / 100;
  const r = annualPercent / 12 / 100;
  const growth = (1 + r) ** months;
  // Rounded to a millionth of a paisa first, so floating noise (x.0000000001) does not add a paisa.
  const exact = Math.round(((paise * r * growth) / (growth - 1)) * 1e6) / 1e6;
  return Math.ceil(exact) / 100;
}

/** Every plan the price qualifies for (price >= min_order_value), fewest months first. */
export function emiOptions(rupees: number, plans: readonly EmiPlan[]): EmiOption[] {
  return plans
    .filter((plan) => rupees > 0 && rupees >= plan.min_order_value)
    .sort((a, b) => a.months - b.months)
    .map((plan) => {
      const monthly = emiMonthly(rupees, plan.months, plan.annual_interest_percent);
      const total = Math.round(monthly * plan.months * 100) / 100;
      return {
        months: plan.months,
        annual_interest_percent: plan.annual_interest_percent,
        noCost: plan.annual_interest_percent === 0,
        monthly,
        total,
        interest: Math.max(0, Math.round((total - rupees) * 100) / 100),
      };
    });
}

/**
 * The headline instalment ("EMI from ₹X/month"), or null when no plan applies: the lowest of the no-cost plans
 * when there are any, so the figure beside "No-cost EMI" is one the buyer can have without interest (a longer
 * plan's lower instalment with interest beside that badge would mislead); otherwise the lowest instalment,
 * shown with its rate.
 */
export function emiFrom(rupees: number, plans: readonly EmiPlan[]): EmiOption | null {
  const options = emiOptions(rupees, plans);
  const noCost = options.filter((o) => o.noCost);
  const pool = noCost.length > 0 ? noCost : options;
  if (pool.length === 0) return null;
  return pool.reduce((low, o) => (o.monthly < low.monthly ? o : low));
}
