// The savings plans' API bodies and answers. Amounts are whole rupees.
import { z } from 'zod';
import { SAVINGS_EXPIRY_POLICIES, SAVINGS_LIMITS as L } from '@/lib/shared/savings/savings-terms';
import { SAVINGS_ERROR_CODES } from '@/lib/shared/error-codes/savings-error-codes';

export { SAVINGS_ERROR_CODES };

const M = {
  name: 'Give the plan a name of 1 to 80 characters',
  months: `The plan runs a whole number of months from ${L.minMonths} to ${L.maxMonths}`,
  instalment: `An instalment is a whole number of rupees from ${L.minInstalmentRupees} to ${L.maxInstalmentRupees}`,
  bonus: `The bonus is a whole percent of one instalment from ${L.minBonusPercent} to ${L.maxBonusPercent}`,
  grace: `The grace is a whole number of days from 0 to ${L.maxGraceDays}`,
  order: 'The minimum instalment cannot be more than the maximum',
} as const;

const rupees = z
  .number({ error: M.instalment })
  .int(M.instalment)
  .min(L.minInstalmentRupees, M.instalment)
  .max(L.maxInstalmentRupees, M.instalment);

const planFields = {
  name: z.string({ error: M.name }).trim().min(1, M.name).max(80, M.name),
  months: z.number({ error: M.months }).int(M.months).min(L.minMonths, M.months).max(L.maxMonths, M.months),
  min_instalment: rupees,
  max_instalment: rupees,
  bonus_percent: z
    .number({ error: M.bonus })
    .int(M.bonus)
    .min(L.minBonusPercent, M.bonus)
    .max(L.maxBonusPercent, M.bonus),
  grace_days: z.number({ error: M.grace }).int(M.grace).min(0, M.grace).max(L.maxGraceDays, M.grace),
  expiry_policy: z.enum(SAVINGS_EXPIRY_POLICIES),
};

export const savingsPlanCreateSchema = z
  .object({
    ...planFields,
    grace_days: planFields.grace_days.default(7),
    expiry_policy: planFields.expiry_policy.default('store_credit'),
  })
  .strict()
  .refine((p) => p.min_instalment <= p.max_instalment, { message: M.order, path: ['min_instalment'] });
export type SavingsPlanCreate = z.infer<typeof savingsPlanCreateSchema>;

/** Any terms (only while nobody has enrolled), or status 'closed' (always). */
export const savingsPlanPatchSchema = z
  .object({
    ...Object.fromEntries(Object.entries(planFields).map(([k, v]) => [k, v.optional()])),
    status: z.literal('closed').optional(),
  } as { [K in keyof typeof planFields]: z.ZodOptional<(typeof planFields)[K]> } & {
    status: z.ZodOptional<z.ZodLiteral<'closed'>>;
  })
  .strict();
export type SavingsPlanPatch = z.infer<typeof savingsPlanPatchSchema>;

export const savingsEnrolBodySchema = z
  .object({ plan_id: z.number().int().positive(), instalment: z.number().int().positive().max(L.maxInstalmentRupees) })
  .strict();
export type SavingsEnrolBody = z.infer<typeof savingsEnrolBodySchema>;

export const savingsPlanViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  months: z.number(),
  min_instalment: z.number(),
  max_instalment: z.number(),
  bonus_percent: z.number(),
  grace_days: z.number(),
  expiry_policy: z.enum(SAVINGS_EXPIRY_POLICIES),
  status: z.enum(['open', 'closed']),
  terms: z.array(z.string()),
  enrolments: z.number(),
});
export type SavingsPlanView = z.infer<typeof savingsPlanViewSchema>;

const paidInstalmentSchema = z.object({
  month: z.number(),
  due_on: z.string(),
  amount: z.number(),
  paid_at: z.string(),
  voucher_number: z.string(),
});

export const savingsEnrolmentViewSchema = z.object({
  id: z.number(),
  plan: z.object({ id: z.number(), name: z.string(), months: z.number(), bonus_percent: z.number() }),
  instalment: z.number(),
  paid_instalments: z.number(),
  missed_instalments: z.number(),
  paid_total: z.number(),
  /** The bonus earned when every remaining month is paid (active), or as credited (matured); 0 when closed early. */
  bonus: z.number(),
  status: z.enum(['active', 'matured', 'closed', 'expired']),
  next_due_on: z.string().nullable(),
  /** Payable now: false when this month's instalment is paid or the next is not due yet. */
  payable_now: z.boolean(),
  matures_on: z.string(),
  redeem_by: z.string().nullable(),
  /** What can be spent on jewellery now (matured or closed early), else null. */
  spendable: z.number().nullable(),
  instalments: z.array(paidInstalmentSchema),
});
export type SavingsEnrolmentView = z.infer<typeof savingsEnrolmentViewSchema>;

export const savingsPlansAnswerSchema = z.object({ plans: z.array(savingsPlanViewSchema) });
export const savingsPlanAnswerSchema = z.object({ plan: savingsPlanViewSchema });
export const savingsEnrolmentAnswerSchema = z.object({ enrolment: savingsEnrolmentViewSchema });
export const savingsEnrolmentsAnswerSchema = z.object({ enrolments: z.array(savingsEnrolmentViewSchema) });

/** The owner's view: every enrolment with its buyer, what is due, overdue and redeemable, and the money held. */
export const savingsOverviewSchema = z.object({
  totals: z.object({
    /** Rupees: instalments of running plans plus unspent balances of matured and closed ones. */
    held_for_plans: z.number(),
    /** Rupees spendable now on jewellery. */
    redeemable: z.number(),
    /** How many enrolments can pay an instalment now, and how many of them are past the due day. */
    due_this_month: z.number(),
    overdue: z.number(),
    /** Rupees left after redeem_by on plans whose policy is a refund, for the owner to pay back. */
    refund_due: z.number(),
  }),
  enrolments: z.array(
    savingsEnrolmentViewSchema.extend({
      buyer: z.object({ id: z.number(), email: z.string(), name: z.string() }),
      overdue: z.boolean(),
      expiry_outcome: z.string().nullable(),
      expired_amount: z.number().nullable(),
    }),
  ),
});
export type SavingsOverview = z.infer<typeof savingsOverviewSchema>;

/** POST /savings/enrolments/{id}/pay: create-order's shape (id is the enrolment's), for the checkout window. */
export const savingsPayAnswerSchema = z.object({
  id: z.number(),
  amount: z.number().describe('paise, the unit the provider takes'),
  total_amount: z.number(),
  currency: z.string(),
  key: z.string(),
  razorpay_order_id: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  enrolment: savingsEnrolmentViewSchema,
});
export type SavingsPayAnswer = z.infer<typeof savingsPayAnswerSchema>;

/** POST /payments/verify when the checkout paid a savings instalment. */
export const savingsPaidSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment_id: z.string(),
  enrolment: savingsEnrolmentViewSchema,
});
export type SavingsPaid = z.infer<typeof savingsPaidSchema>;
