import { privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { closeEnrolmentEarly } from '@/lib/server/savings';
import { defineRoute } from '@/lib/server/http/define-route';
import { SAVINGS_ERROR_CODES as SAVINGS, savingsEnrolmentAnswerSchema } from '@/lib/shared/schemas/savings-schema';

export const POST = defineRoute(
  {
    summary: 'Closes a savings plan early: what was paid, without the bonus, stays spendable on jewellery.',
    auth: 'session',
    errors: [SAVINGS.enrolmentNotFound, SAVINGS.notActive],
    response: savingsEnrolmentAnswerSchema,
  },
  async (_request, { params, session }) =>
    privateJson({ enrolment: await closeEnrolmentEarly(session.user.id, pathId(params.id, 'Savings enrolment')) }),
);
