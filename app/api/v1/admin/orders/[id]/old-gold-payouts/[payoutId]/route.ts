import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { settleOldGoldPayout } from '@/lib/server/orders';
import { oldGoldPayoutBodySchema } from '@/lib/shared/schemas/old-gold-payout-schema';

/** How the old gold owed back on a returned order went back (refunds permission, recent password). */
export const POST = adminRoute<{ id: string; payoutId: string }>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  const payoutId = pathId(params.payoutId, 'Old gold payout');
  const body = await readJsonBody(request, oldGoldPayoutBodySchema);
  return json({ payout: await settleOldGoldPayout(actor, id, payoutId, body) });
});
