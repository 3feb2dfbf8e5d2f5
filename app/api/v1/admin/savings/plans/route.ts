import { json } from '@/lib/server/http/route';
import { createSavingsPlan, listSavingsPlans } from '@/lib/server/savings';
import { defineRoute } from '@/lib/server/http/define-route';
import {
  savingsPlanAnswerSchema,
  savingsPlanCreateSchema,
  savingsPlansAnswerSchema,
} from '@/lib/shared/schemas/savings-schema';

export const GET = defineRoute(
  {
    summary: 'Every savings plan, open or closed.',
    auth: { permission: 'settings' },
    response: savingsPlansAnswerSchema,
  },
  async (_request, { actor }) => json({ plans: await listSavingsPlans(actor) }),
);

export const POST = defineRoute(
  {
    summary: 'Adds a monthly savings plan (1 to 11 months, the bonus a percent of one instalment).',
    auth: { permission: 'settings' },
    body: savingsPlanCreateSchema,
    status: 201,
    response: savingsPlanAnswerSchema,
  },
  async (_request, { actor, body }) => json({ plan: await createSavingsPlan(actor, body) }, { status: 201 }),
);
