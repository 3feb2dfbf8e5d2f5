// EMI shown honestly: the monthly instalment of each plan by the standard reducing-balance formula
// EMI = P r (1+r)^n / ((1+r)^n - 1) with r = annual / 12 / 100, and P / n at 0 %. "No-cost EMI" is said only of
// plans without interest. The payment itself stays with the provider's checkout (its EMI method). No zod here:
// the product page's EMI line loads this, and the plans' schema lives with the settings (selling-settings.ts).
import { paiseToRupees, percentFraction, roundToPaisa, rupeesToPaise } from '@/lib/shared/money';

export type EmiPlan = { months: number; annual_interest_percent: number; min_order_value: number };

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
  const paise = rupeesToPaise(rupees);
  if (annualPercent === 0) return paiseToRupees(Math.ceil(paise / months));
  const r = percentFraction(annualPercent) / 12;
  const growth = (1 + r) ** months;
  // Rounded to a millionth of a paisa first, so floating noise (x.0000000001) does not add a paisa.
  const exact = Math.round(((paise * r * growth) / (growth - 1)) * 1e6) / 1e6;
  return paiseToRupees(Math.ceil(exact));
}

/** Every plan the price qualifies for (price >= min_order_value), fewest months first. */
export function emiOptions(rupees: number, plans: readonly EmiPlan[]): EmiOption[] {
  return plans
    .filter((plan) => rupees > 0 && rupees >= plan.min_order_value)
    .sort((a, b) => a.months - b.months)
    .map((plan) => {
      const monthly = emiMonthly(rupees, plan.months, plan.annual_interest_percent);
      const total = roundToPaisa(monthly * plan.months);
      return {
        months: plan.months,
        annual_interest_percent: plan.annual_interest_percent,
        noCost: plan.annual_interest_percent === 0,
        monthly,
        total,
        interest: Math.max(0, roundToPaisa(total - rupees)),
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
