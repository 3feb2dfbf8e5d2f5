import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { addOrderNote } from '@/lib/server/orders/order-admin';
import { orderNoteSchema } from '@/lib/shared/schemas/admin-order-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminOrderAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const POST = defineRoute(
  {
    summary: "A note on the order's timeline.",
    auth: { permission: 'orders' },
    body: orderNoteSchema,
    status: 201,
    response: adminOrderAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Order');
    const { note } = body;
    return json({ order: await addOrderNote(actor, id, note) }, { status: 201 });
  },
);
