import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { pathId } from '@/lib/server/http/params';
import { cancelOrder } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';

export const PATCH = apiRoute<{ id: string }>(async (request, { params }) => {
  const session = await requireSession(request, ORDER_MESSAGES.loginToCancel);
  const order = await cancelOrder(session.user.id, pathId((await params).id, 'Order'));
  return privateJson({ message: ORDER_MESSAGES.cancelled, order });
});
