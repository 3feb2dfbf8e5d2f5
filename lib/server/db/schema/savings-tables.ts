// Monthly savings plans: the plans the owner offers, each buyer's enrolment, and each instalment
// paid against a provider order of its own, with its receipt voucher. The spendable money a plan ends in lives
// in the stored value ledger (stored_values, source_key 'savings:<enrolmentId>').
import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  SAVINGS_ENROLMENT_STATUSES,
  SAVINGS_EXPIRY_POLICIES,
  SAVINGS_PLAN_STATUSES,
} from '@/lib/shared/savings/savings-terms';
import { users } from './accounts-tables';
import { createdAt, updatedAt } from './table-columns';

export const savingsPlans = pgTable(
  'savings_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    months: integer('months').notNull(),
    minInstalmentPaise: bigint('min_instalment_paise', { mode: 'number' }).notNull(),
    maxInstalmentPaise: bigint('max_instalment_paise', { mode: 'number' }).notNull(),
    /** The shop's share, as a percent of one instalment, given as a discount on the purchase. */
    bonusPercent: integer('bonus_percent').notNull(),
    graceDays: integer('grace_days').notNull().default(7),
    expiryPolicy: text('expiry_policy', { enum: SAVINGS_EXPIRY_POLICIES }).notNull().default('store_credit'),
    status: text('status', { enum: SAVINGS_PLAN_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('savings_plans_months_check', sql`${t.months} BETWEEN 1 AND 11`),
    check('savings_plans_bonus_check', sql`${t.bonusPercent} BETWEEN 0 AND 100`),
    check('savings_plans_instalment_check', sql`${t.minInstalmentPaise} <= ${t.maxInstalmentPaise}`),
  ],
);

export const savingsEnrolments = pgTable(
  'savings_enrolments',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => savingsPlans.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    instalmentPaise: bigint('instalment_paise', { mode: 'number' }).notNull(),
    /** The plan's terms as enrolled: a plan closed later changes nothing for its buyers. */
    months: integer('months').notNull(),
    bonusPercent: integer('bonus_percent').notNull(),
    graceDays: integer('grace_days').notNull(),
    expiryPolicy: text('expiry_policy', { enum: SAVINGS_EXPIRY_POLICIES }).notNull(),
    /** The day (IST) of enrolment: each month's instalment is due on its day of the month. */
    enrolledOn: date('enrolled_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: SAVINGS_ENROLMENT_STATUSES }).notNull().default('active'),
    firstPaidOn: date('first_paid_on', { mode: 'string' }),
    redeemBy: date('redeem_by', { mode: 'string' }),
    bonusPaise: bigint('bonus_paise', { mode: 'number' }).notNull().default(0),
    /** The last instalment (0-based) whose reminder was mailed: one reminder per instalment. */
    remindedSeq: integer('reminded_seq'),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** After redeem_by: what was left and what became of it ('refund_due' until the owner pays it back). */
    expiryOutcome: text('expiry_outcome', { enum: ['store_credit', 'refund_due', 'refunded', 'nothing_left'] }),
    expiredPaise: bigint('expired_paise', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('savings_enrolments_user_idx').on(t.userId), index('savings_enrolments_plan_idx').on(t.planId)],
);

export const savingsInstalments = pgTable(
  'savings_instalments',
  {
    id: serial('id').primaryKey(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => savingsEnrolments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** pending: provider order made, not paid; paid: settles month `seq`; unmatched: money taken that settles
     *  no month (a second payment, a wrong sum): kept and shown to the owner as owed back. */
    status: text('status', { enum: ['pending', 'paid', 'unmatched'] })
      .notNull()
      .default('pending'),
    seq: integer('seq'),
    /** The calendar month (IST, 'YYYY-MM') it was paid in: one instalment a month. */
    paidMonth: text('paid_month'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    voucherNumber: text('voucher_number'),
    createdAt: createdAt(),
  },
  (t) => [
    // A provider order is paid once as a rule; a second payment of it gets a row of its own ('unmatched').
    index('savings_instalments_provider_order_idx').on(t.provider, t.providerOrderId),
    uniqueIndex('savings_instalments_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('savings_instalments_voucher_key').on(t.voucherNumber),
    uniqueIndex('savings_instalments_seq_key').on(t.enrolmentId, t.seq),
    uniqueIndex('savings_instalments_month_key').on(t.enrolmentId, t.paidMonth),
    uniqueIndex('savings_instalments_pending_key')
      .on(t.enrolmentId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type SavingsPlanRow = typeof savingsPlans.$inferSelect;
export type SavingsEnrolmentRow = typeof savingsEnrolments.$inferSelect;
export type SavingsInstalmentRow = typeof savingsInstalments.$inferSelect;
