import { apiRoute, privateJson } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { requireSession } from '@/lib/server/http/authenticate';
import { pathId } from '@/lib/server/http/params';
import { getOrder } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';

export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const session = await requireSession(request);
  const order = await getOrder(session.user.id, pathId((await params).id, 'Order'));
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return privateJson({ order });
});
