// The provider calls this server to server: no session, and the signature covers the exact raw bytes, so the
// body is read as text and checked before it is parsed.
import { apiRoute, json } from '@/lib/server/http/route';
import { payloadTooLarge } from '@/lib/server/http/json-body';
import { handlePaymentWebhook } from '@/lib/server/orders';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export const POST = apiRoute(async (request) => {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES) {
    throw payloadTooLarge();
  }
  const rawBody = await request.text();
  if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) throw payloadTooLarge();
  const result = await handlePaymentWebhook(rawBody, request.headers.get('x-razorpay-signature'), request.headers.get('x-razorpay-event-id'));
  return json(result);
});
