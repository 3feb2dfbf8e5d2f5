import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { addOrderNote } from '@/lib/server/orders/order-admin';
import { orderNoteSchema } from '@/lib/shared/schemas/admin-order-schema';

export const POST = adminRoute<{ id: string }>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  const { note } = await readJsonBody(request, orderNoteSchema);
  return json({ order: await addOrderNote(actor, id, note) }, { status: 201 });
});
