import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { replyToGrievance } from '@/lib/server/privacy/grievance-admin';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminGrievanceAnswerSchema, grievanceReplySchema } from '@/lib/shared/schemas/grievance-schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';

/** { message, resolve? }: mailed to the buyer; resolve closes it. A resolved grievance answers 409. */
export const POST = defineRoute(
  {
    status: 201,
    summary: 'Replies to a grievance (mailed to the buyer), and may resolve it.',
    auth: { permission: 'customers' },
    body: grievanceReplySchema,
    response: adminGrievanceAnswerSchema,
    errors: [ADMIN_ERROR_CODES.conflict],
  },
  async (_request, { params, actor, body }) =>
    json({ grievance: await replyToGrievance(actor, pathId(params.id, 'Grievance'), body) }, { status: 201 }),
);
