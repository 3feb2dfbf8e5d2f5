import { privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { startInstalmentPayment } from '@/lib/server/savings';
import { defineRoute } from '@/lib/server/http/define-route';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/schemas/checkout-schema';
import { SAVINGS_ERROR_CODES as SAVINGS, savingsPayAnswerSchema } from '@/lib/shared/schemas/savings-schema';

/** This month's instalment, paid in the shop's usual checkout window against a provider order of its own. */
export const POST = defineRoute(
  {
    summary: "Opens the payment of this month's savings plan instalment (create-order's shape).",
    auth: 'session',
    errors: [
      SAVINGS.enrolmentNotFound,
      SAVINGS.notActive,
      SAVINGS.alreadyPaidThisMonth,
      SAVINGS.notDueYet,
      ORDER.providerError,
    ],
    response: savingsPayAnswerSchema,
  },
  async (_request, { params, session }) =>
    privateJson(await startInstalmentPayment(session.user.id, pathId(params.id, 'Savings enrolment'))),
);
