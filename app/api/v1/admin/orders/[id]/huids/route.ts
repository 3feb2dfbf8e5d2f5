import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { correctOrderHuids } from '@/lib/server/orders/order-admin';
import { huidCorrectionSchema } from '@/lib/shared/schemas/admin-order-schema';

/** HUIDs corrected after shipping: a credit note reverses the invoice and a new invoice is issued. */
export const POST = adminRoute<{ id: string }>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  const body = await readJsonBody(request, huidCorrectionSchema);
  return json({ order: await correctOrderHuids(actor, id, body) }, { status: 201 });
});
