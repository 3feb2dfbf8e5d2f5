import { privateJson } from '@/lib/server/http/route';
import { listOpenSavingsPlans } from '@/lib/server/savings';
import { defineRoute } from '@/lib/server/http/define-route';
import { savingsPlansAnswerSchema } from '@/lib/shared/schemas/savings-schema';

export const GET = defineRoute(
  {
    summary: 'The savings plans open to new members, each with its terms.',
    auth: 'none',
    response: savingsPlansAnswerSchema,
  },
  async () => privateJson({ plans: await listOpenSavingsPlans() }),
);
