import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { recordTestedGold } from '@/lib/server/orders';
import { exchangeTestBodySchema } from '@/lib/shared/selling/old-gold';

/** The shop's test of the old gold an order brought: an excess is refunded, a shortfall asked of the shopper. */
export const POST = adminRoute<{ id: string }>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  const body = await readJsonBody(request, exchangeTestBodySchema);
  return json(await recordTestedGold(actor, id, body));
});
