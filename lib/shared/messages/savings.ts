// What the savings plans say: errors, the terms shown before enrolling, mail and the pages.
import { formatRupees } from '@/lib/shared/money';
import { SAVINGS_LIMITS as L } from '@/lib/shared/savings/savings-terms';

export const SAVINGS_MESSAGES = {
  planNotFound: 'That savings plan was not found',
  planClosed: 'This savings plan is closed to new members',
  planLocked: 'Someone has enrolled in this plan: its terms can no longer change, it can only be closed',
  instalmentOutOfRange: (min: number, max: number) =>
    `The monthly instalment must be from ${formatRupees(min)} to ${formatRupees(max)}`,
  enrolmentNotFound: 'That savings plan enrolment was not found',
  notActive: 'This savings plan takes no more instalments',
  alreadyPaidThisMonth: 'This month’s instalment is already paid. The next one can be paid from the 1st of next month.',
  notDueYet: (due: string) => `The next instalment can be paid from the 1st of its month (due ${due})`,
  nothingPayable: 'No instalment is payable now',

  /** The terms every buyer sees before enrolling (Companies (Acceptance of Deposits) Rules 2014). */
  terms: (p: { months: number; bonusPercent: number; graceDays: number; expiryPolicy: 'refund' | 'store_credit' }) => [
    `Pay the same amount every month for ${p.months} month${p.months === 1 ? '' : 's'}, on the day of the month you enrol (or the month's last day). One instalment a month.`,
    `A missed month can be paid up to ${p.graceDays} days after its due day; after that it is missed, and the shop's bonus shrinks by that month's share.`,
    `When every month is settled, what you paid plus the shop's bonus (${p.bonusPercent}% of one instalment, for all months paid) can be spent on jewellery in this shop. The bonus is a discount on that purchase: it is never paid out in cash and is not interest.`,
    `Your money is an advance for jewellery, not a deposit: spend it within ${L.redeemDays} days of your first instalment.`,
    p.expiryPolicy === 'refund'
      ? 'Anything left unspent after that day is refunded to you, without the bonus.'
      : 'Anything left unspent after that day is kept for you as store credit, without the bonus.',
    'You may close the plan early at any time: what you paid (without the bonus) stays spendable on jewellery until the same day.',
    'Each instalment gets a receipt voucher. No GST is charged on an advance for goods (Notification 66/2017-Central Tax); the tax invoice of the jewellery you buy carries the GST.',
  ],

  reminderSubject: (shop: string) => `${shop}: your savings plan instalment is due soon`,
  reminderLine: (amount: string, due: string) => `Your monthly instalment of ${amount} is due on ${due}.`,
  voucherSubject: (shop: string, number: string) => `${shop}: receipt voucher ${number}`,
  voucherHeading: 'Receipt voucher',
  reminderHeading: 'Your instalment is due soon',
  maturedHeading: 'Your savings plan has matured',
  voucherLines: (v: { number: string; date: string; amount: string; plan: string; month: number; months: number }) => [
    `Voucher number: ${v.number}`,
    `Date: ${v.date}`,
    `Received: ${v.amount}, instalment ${v.month} of ${v.months} of the savings plan “${v.plan}”.`,
    'An advance for the supply of jewellery. No GST charged on this advance (Notification 66/2017-Central Tax); the tax invoice at supply carries it.',
  ],
  paidNote: 'Instalment received. Thank you.',
  closedEarlyNote: 'Savings plan closed early: instalments paid, without the bonus',
  maturedNote: (bonus: string) =>
    `Savings plan matured: instalments paid plus a bonus of ${bonus}, a discount on jewellery`,
  expiredToCreditNote: (id: number) => `Unspent savings plan ${id} kept as store credit after its redeem-by day`,
  maturedSubject: (shop: string) => `${shop}: your savings plan has matured`,
  maturedLine: (amount: string, until: string) =>
    `${amount} (your instalments plus the shop's bonus) can now be spent on jewellery until ${until}.`,
} as const;
