// What the product page and cart say of EMI: the lowest instalment, "No-cost EMI" only of plans without
// interest, and the table of plans.
import { formatRupees } from '@/lib/shared/money';

export const EMI_MESSAGES = {
  emiFrom: (monthly: number) => `EMI from ${formatRupees(monthly)}/month`,
  /** The headline of a plan with interest says its rate beside the figure. */
  emiFromAt: (monthly: number, annual: number) => `EMI from ${formatRupees(monthly)}/month at ${annual} % a year`,
  noCost: 'No-cost EMI',
  noCostOn: (months: readonly number[]) => `No-cost EMI on ${months.join(', ')} months`,
  viewPlans: 'View EMI plans',
  hidePlans: 'Hide EMI plans',
  tableCaption: 'EMI plans by card, at checkout',
  months: 'Months',
  monthly: 'Per month',
  interest: 'Interest',
  total: 'Total',
  rate: (annual: number) => (annual === 0 ? 'No-cost' : `${annual} % a year`),
  footnote:
    'Instalments by the reducing-balance method; your bank may add GST on interest. Choose EMI in the payment window.',
} as const;
