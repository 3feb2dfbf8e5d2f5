import { privateJson } from '@/lib/server/http/route';
import { enrolInPlan, listOwnEnrolments } from '@/lib/server/savings';
import { defineRoute } from '@/lib/server/http/define-route';
import {
  SAVINGS_ERROR_CODES as SAVINGS,
  savingsEnrolBodySchema,
  savingsEnrolmentAnswerSchema,
  savingsEnrolmentsAnswerSchema,
} from '@/lib/shared/schemas/savings-schema';

export const GET = defineRoute(
  { summary: "The buyer's own savings plan enrolments.", auth: 'session', response: savingsEnrolmentsAnswerSchema },
  async (_request, { session }) => privateJson({ enrolments: await listOwnEnrolments(session.user.id) }),
);

export const POST = defineRoute(
  {
    summary: 'Enrols the buyer in a savings plan at a monthly instalment within its limits.',
    auth: 'session',
    body: savingsEnrolBodySchema,
    status: 201,
    errors: [SAVINGS.planNotFound, SAVINGS.planClosed, SAVINGS.instalmentOutOfRange],
    response: savingsEnrolmentAnswerSchema,
  },
  async (_request, { session, body }) =>
    privateJson({ enrolment: await enrolInPlan(session.user.id, body) }, { status: 201 }),
);
