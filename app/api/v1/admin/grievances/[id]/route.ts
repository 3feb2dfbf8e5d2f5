import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { getGrievance } from '@/lib/server/privacy/grievance-admin';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminGrievanceAnswerSchema } from '@/lib/shared/schemas/grievance-schema';

export const GET = defineRoute(
  {
    summary: 'One grievance with its replies.',
    auth: { permission: 'customers' },
    response: adminGrievanceAnswerSchema,
  },
  async (_request, { params, actor }) => json({ grievance: await getGrievance(actor, pathId(params.id, 'Grievance')) }),
);
