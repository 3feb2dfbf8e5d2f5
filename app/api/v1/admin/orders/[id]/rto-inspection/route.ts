import { defineRoute } from '@/lib/server/http/define-route';
import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { inspectReturnedParcel } from '@/lib/server/shipping';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { rtoInspectionAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** The owner opened a paid parcel the courier brought back: it is refunded now (refunds permission, recent password). */
export const POST = defineRoute(
  {
    summary: 'The owner has inspected a paid parcel the courier brought back: refund it now (recent password).',
    auth: { permission: 'refunds' },
    errors: [ADMIN.reauthRequired, ADMIN.conflict],
    response: rtoInspectionAnswerSchema,
  },
  async (_request, { params, actor }) => json(await inspectReturnedParcel(actor, pathId(params.id, 'Order'))),
);
