// The constants of the monthly savings plan both sides need: its limits (Companies (Acceptance of Deposits)
// Rules 2014, rule 2(1)(c)(xii)(a): an advance for goods is no deposit when spent on goods within 365 days, so
// a plan runs at most 11 monthly instalments) and the states an enrolment moves through.
export const SAVINGS_LIMITS = {
  minMonths: 1,
  maxMonths: 11,
  minBonusPercent: 0,
  maxBonusPercent: 100,
  /** Days a missed month stays payable after its due day. */
  maxGraceDays: 20,
  /** Days after the first instalment by which the money must be spent on jewellery. */
  redeemDays: 365,
  /** Days before a due day the reminder goes out. */
  reminderDays: 3,
  /** Rupees: the smallest and largest instalment any plan may take. */
  minInstalmentRupees: 100,
  maxInstalmentRupees: 10_00_000,
} as const;

export const SAVINGS_PLAN_STATUSES = ['open', 'closed'] as const;

/** active: paying; matured: all months settled, balance + bonus spendable; closed: closed early by the buyer,
 *  balance spendable without bonus; expired: past redeem_by, the plan's expiry policy applied. */
export const SAVINGS_ENROLMENT_STATUSES = ['active', 'matured', 'closed', 'expired'] as const;

/** What happens to money left unspent after redeem_by: refunded to the buyer, or kept as their store credit. */
export const SAVINGS_EXPIRY_POLICIES = ['refund', 'store_credit'] as const;
