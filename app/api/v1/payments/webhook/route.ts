// The provider calls this server to server: no session, and the signature covers the exact raw bytes, so the
// body is read as text and checked before it is parsed.
import { apiRoute, json } from '@/lib/server/http/route';
import { readCappedBody } from '@/lib/server/http/capped-body';
import { handlePaymentWebhook } from '@/lib/server/orders';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export const POST = apiRoute(async (request) => {
  const rawBody = (await readCappedBody(request, MAX_WEBHOOK_BYTES)).toString('utf8');
  const result = await handlePaymentWebhook(
    rawBody,
    request.headers.get('x-razorpay-signature'),
    request.headers.get('x-razorpay-event-id'),
  );
  return json(result);
});
