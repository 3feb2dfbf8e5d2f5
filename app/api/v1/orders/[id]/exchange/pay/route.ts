import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { pathId } from '@/lib/server/http/params';
import { startShortfallPayment } from '@/lib/server/orders';

/** The shopper pays what their old gold fell short of its quote, in the shop's usual checkout window. */
export const POST = apiRoute<{ id: string }>(async (request, { params }) => {
  const session = await requireSession(request);
  return privateJson(await startShortfallPayment(session.user.id, pathId((await params).id, 'Order')));
});
