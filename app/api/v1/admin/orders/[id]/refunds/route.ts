import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { createRefund } from '@/lib/server/orders/refunds';
import { rupeesToPaise } from '@/lib/shared/money';
import { idempotencyKeySchema, refundBodySchema } from '@/lib/shared/schemas/admin-refund-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { refundAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

/** A full or partial refund (owner only, recent password). A retry with the same Idempotency-Key refunds once. */
export const POST = defineRoute(
  {
    summary: 'A full or partial refund (owner only, recent password); Idempotency-Key makes a retry refund once.',
    auth: { permission: 'refunds' },
    body: refundBodySchema,
    headers: { 'Idempotency-Key': idempotencyKeySchema },
    errors: [ADMIN.reauthRequired, ADMIN.conflict],
    response: refundAnswerSchema,
  },
  async (_request, { params, actor, body, headers }) => {
    const id = pathId(params.id, 'Order');
    const idempotencyKey = headers['Idempotency-Key'] ?? null;
    const { refund, replay } = await createRefund(actor, id, {
      amountPaise: rupeesToPaise(body.amount),
      reason: body.reason,
      idempotencyKey,
      to: body.to,
    });
    return json({ refund }, { status: replay ? 200 : 201 });
  },
);
