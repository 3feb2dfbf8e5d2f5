// The provider calls this server to server: no session, and the signature covers the exact raw bytes, so the
// body is read as text and checked before it is parsed.
import { json } from '@/lib/server/http/route';
import { readCappedBody } from '@/lib/server/http/capped-body';
import { handlePaymentWebhook } from '@/lib/server/payments';
import { defineRoute } from '@/lib/server/http/define-route';
import { webhookResultSchema } from '@/lib/shared/schemas/response-schema';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/schemas/checkout-schema';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export const POST = defineRoute(
  {
    summary: "The payment provider's webhook, signed with X-Razorpay-Signature.",
    auth: 'none',
    errors: [ORDER.invalidWebhookSignature, ORDER.invalidWebhookPayload],
    response: webhookResultSchema,
  },
  async (request) => {
    const rawBody = (await readCappedBody(request, MAX_WEBHOOK_BYTES)).toString('utf8');
    const result = await handlePaymentWebhook(
      rawBody,
      request.headers.get('x-razorpay-signature'),
      request.headers.get('x-razorpay-event-id'),
    );
    return json(result);
  },
);
