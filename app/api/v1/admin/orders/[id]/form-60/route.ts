import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { recordForm60Received } from '@/lib/server/orders/form-60';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminOrderAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';

/** Records the buyer's signed Form 60 as received, which lets a Form 60 order ship. */
export const POST = defineRoute(
  {
    summary: "Records the buyer's signed Form 60 as received.",
    auth: { permission: 'orders' },
    response: adminOrderAnswerSchema,
    errors: [ADMIN.conflict],
  },
  async (_request, { params, actor }) => json({ order: await recordForm60Received(actor, pathId(params.id, 'Order')) }),
);
