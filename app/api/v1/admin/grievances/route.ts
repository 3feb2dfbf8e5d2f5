import { json } from '@/lib/server/http/route';
import { listGrievances } from '@/lib/server/privacy/grievance-admin';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminGrievanceListAnswerSchema, adminGrievanceQuerySchema } from '@/lib/shared/schemas/grievance-schema';

/** Open grievances first, oldest first, each with its due date, overdue and past the 90-day limit. */
export const GET = defineRoute(
  {
    summary: 'The queue of grievances with their clocks.',
    auth: { permission: 'customers' },
    query: adminGrievanceQuerySchema,
    response: adminGrievanceListAnswerSchema,
  },
  async (_request, { actor, query }) => json(await listGrievances(actor, query)),
);
