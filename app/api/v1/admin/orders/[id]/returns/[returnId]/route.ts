import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { moveReturnWithPickup } from '@/lib/server/shipping';
import { returnMoveSchema } from '@/lib/shared/schemas/return-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { returnMoveAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** approve (which books the courier's pickup from the shopper) or refuse a requested return; receive an approved
 *  one, which refunds it (owner, recent password). */
export const POST = defineRoute(
  {
    summary: 'Approves, refuses or receives a return.',
    auth: { permission: 'orders' },
    body: returnMoveSchema,
    response: returnMoveAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const move = body;
    return json({
      return: await moveReturnWithPickup(actor, pathId(params.id, 'Order'), pathId(params.returnId, 'Return'), move),
    });
  },
);
