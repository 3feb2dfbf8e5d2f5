// The courier aggregator calls this server to server: no session, and the signature covers the exact raw
// bytes, so the body is read as text and checked before it is parsed.
import { json } from '@/lib/server/http/route';
import { readCappedBody } from '@/lib/server/http/capped-body';
import { handleShippingWebhook } from '@/lib/server/shipping';
import { SHIPPING_SIGNATURE_HEADER } from '@/lib/shared/shipping-contract';
import { defineRoute } from '@/lib/server/http/define-route';
import { SHIPPING_ERROR_CODES as SHIP } from '@/lib/shared/error-codes';
import { courierEventResultSchema } from '@/lib/shared/schemas/response-schema';

const MAX_WEBHOOK_BYTES = 256 * 1024;

export const POST = defineRoute(
  {
    summary: "The courier's tracking and remittance events, signed with HMAC-SHA256 (x-shipping-signature).",
    auth: 'none',
    errors: [SHIP.badSignature, SHIP.unknownShipment],
    response: courierEventResultSchema,
  },
  async (request) => {
    const rawBody = (await readCappedBody(request, MAX_WEBHOOK_BYTES)).toString('utf8');
    return json(await handleShippingWebhook(rawBody, request.headers.get(SHIPPING_SIGNATURE_HEADER)));
  },
);
