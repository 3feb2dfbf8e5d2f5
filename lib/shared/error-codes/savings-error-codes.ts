// The error codes of monthly savings plans.
export const SAVINGS_ERROR_CODES = {
  planNotFound: 'SAVINGS_PLAN_NOT_FOUND',
  /** The plan is closed to new buyers. */
  planClosed: 'SAVINGS_PLAN_CLOSED',
  /** Someone enrolled: the plan's terms can no longer change, it can only be closed. */
  planLocked: 'SAVINGS_PLAN_LOCKED',
  /** The instalment is outside the plan's minimum and maximum. */
  instalmentOutOfRange: 'SAVINGS_INSTALMENT_OUT_OF_RANGE',
  enrolmentNotFound: 'SAVINGS_ENROLMENT_NOT_FOUND',
  /** The enrolment takes no more instalments (matured, closed, expired). */
  notActive: 'SAVINGS_ENROLMENT_NOT_ACTIVE',
  /** An instalment was paid this calendar month already. */
  alreadyPaidThisMonth: 'SAVINGS_ALREADY_PAID_THIS_MONTH',
  /** No month is payable now (the next one is not due yet). */
  notDueYet: 'SAVINGS_NOT_DUE_YET',
} as const;
