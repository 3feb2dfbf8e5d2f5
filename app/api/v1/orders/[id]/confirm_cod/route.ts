// A new account's first cash-on-delivery order, confirmed by its shopper with the token of the mailed link.
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { confirmCodOrder } from '@/lib/server/orders';
import { codConfirmBodySchema } from '@/lib/shared/schemas/cod-confirmation-schema';
import { COD_CONFIRM_MESSAGES } from '@/lib/shared/messages/cod-confirmation';

export const POST = apiRoute<{ id: string }>(async (request, { params }) => {
  const session = await requireSession(request);
  const { token } = await readJsonBody(request, codConfirmBodySchema);
  const order = await confirmCodOrder(session.user.id, pathId((await params).id, 'Order'), token);
  return privateJson({ message: COD_CONFIRM_MESSAGES.confirmed, order });
});
