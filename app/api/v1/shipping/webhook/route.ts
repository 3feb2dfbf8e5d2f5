// The courier aggregator calls this server to server: no session, and the signature covers the exact raw
// bytes, so the body is read as text and checked before it is parsed.
import { apiRoute, json } from '@/lib/server/http/route';
import { readCappedBody } from '@/lib/server/http/capped-body';
import { handleShippingWebhook } from '@/lib/server/shipping';
import { SHIPPING_SIGNATURE_HEADER } from '@/lib/shared/shipping-contract';

const MAX_WEBHOOK_BYTES = 256 * 1024;

export const POST = apiRoute(async (request) => {
  const rawBody = (await readCappedBody(request, MAX_WEBHOOK_BYTES)).toString('utf8');
  return json(await handleShippingWebhook(rawBody, request.headers.get(SHIPPING_SIGNATURE_HEADER)));
});
