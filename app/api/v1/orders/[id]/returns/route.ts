import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { requestReturn } from '@/lib/server/orders/return-requests';
import { returnRequestSchema } from '@/lib/shared/schemas/return-schema';

/** The shopper asks to return items of their own delivered order, within the shop's return window. */
export const POST = apiRoute<{ id: string }>(async (request, { params }) => {
  const session = await requireSession(request);
  const orderId = pathId((await params).id, 'Order');
  const body = await readJsonBody(request, returnRequestSchema);
  return privateJson({ return: await requestReturn(session.user.id, orderId, body) }, { status: 201 });
});
