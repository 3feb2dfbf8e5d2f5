import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { inspectReturnedParcel } from '@/lib/server/shipping';

/** The owner opened a paid parcel the courier brought back: it is refunded now (refunds permission, recent password). */
export const POST = adminRoute<{ id: string }>(async (_request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  return json(await inspectReturnedParcel(actor, id));
});
