import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { correctOrderHuids } from '@/lib/server/orders/order-admin';
import { huidCorrectionSchema } from '@/lib/shared/schemas/admin-order-schema';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/error-codes';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminOrderAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** HUIDs corrected after shipping: a credit note reverses the invoice and a new invoice is issued. */
export const POST = defineRoute(
  {
    summary: 'Corrects HUIDs after shipping: a credit note reverses the invoice and a new one is issued.',
    auth: { permission: 'orders' },
    body: huidCorrectionSchema,
    status: 201,
    errors: [ORDER.huidInUse],
    response: adminOrderAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Order');
    return json({ order: await correctOrderHuids(actor, id, body) }, { status: 201 });
  },
);
