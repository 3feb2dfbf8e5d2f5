import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { moveReturnWithPickup } from '@/lib/server/shipping';
import { returnMoveSchema } from '@/lib/shared/schemas/return-schema';

/** approve (which books the courier's pickup from the shopper) or refuse a requested return; receive an approved
 *  one, which refunds it (owner, recent password). */
export const POST = adminRoute<{ id: string; returnId: string }>(async (request, { params, actor }) => {
  const move = await readJsonBody(request, returnMoveSchema);
  return json({
    return: await moveReturnWithPickup(actor, pathId(params.id, 'Order'), pathId(params.returnId, 'Return'), move),
  });
});
