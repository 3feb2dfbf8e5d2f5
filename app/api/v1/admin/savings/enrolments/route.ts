import { json } from '@/lib/server/http/route';
import { savingsOverview } from '@/lib/server/savings';
import { defineRoute } from '@/lib/server/http/define-route';
import { savingsOverviewSchema } from '@/lib/shared/schemas/savings-schema';

export const GET = defineRoute(
  {
    summary: 'Every savings plan enrolment: what is due, overdue and redeemable, and the money held for plans.',
    auth: { permission: 'reports' },
    response: savingsOverviewSchema,
  },
  async (_request, { actor }) => json(await savingsOverview(actor)),
);
