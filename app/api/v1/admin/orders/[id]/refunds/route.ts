import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { parseOrThrow } from '@/lib/server/http/validation';
import { createRefund } from '@/lib/server/orders/refunds';
import { rupeesToPaise } from '@/lib/shared/money';
import { idempotencyKeySchema, refundBodySchema } from '@/lib/shared/schemas/admin-refund-schema';

/** A full or partial refund (owner only, recent password). A retry with the same Idempotency-Key refunds once. */
export const POST = adminRoute<{ id: string }>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  const header = request.headers.get('idempotency-key');
  const idempotencyKey = header === null ? null : parseOrThrow(idempotencyKeySchema, header);
  const body = await readJsonBody(request, refundBodySchema);
  const { refund, replay } = await createRefund(actor, id, {
    amountPaise: rupeesToPaise(body.amount),
    reason: body.reason,
    idempotencyKey,
  });
  return json({ refund }, { status: replay ? 200 : 201 });
});
