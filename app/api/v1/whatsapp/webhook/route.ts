// Meta's WhatsApp webhook. GET is the subscription check (echo hub.challenge for our verify token); POST
// carries buyers' replies and delivery statuses, called server to server with no session. The signature
// covers the exact raw bytes, so the body is read as text and checked before it is parsed.
import { NextResponse } from 'next/server';
import { json } from '@/lib/server/http/route';
import { readCappedBody } from '@/lib/server/http/capped-body';
import { defineRoute } from '@/lib/server/http/define-route';
import {
  handleWhatsAppWebhook,
  verifyWhatsAppSubscription,
  WHATSAPP_SIGNATURE_HEADER,
} from '@/lib/server/whatsapp-webhook';
import { WHATSAPP_ERROR_CODES as WA } from '@/lib/shared/error-codes';
import { whatsAppVerifyQuerySchema, whatsAppWebhookResultSchema } from '@/lib/shared/schemas/whatsapp-schema';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export const GET = defineRoute(
  {
    summary: "Meta's webhook subscription check: answers hub.challenge when hub.verify_token is the shop's.",
    auth: 'none',
    query: whatsAppVerifyQuerySchema,
    errors: [WA.verifyFailed],
    response: { media: 'text/plain' },
  },
  async (_request, { query }) =>
    new NextResponse(verifyWhatsAppSubscription(query), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    }),
);

export const POST = defineRoute(
  {
    summary: "WhatsApp's notifications (replies, delivery statuses), signed with X-Hub-Signature-256.",
    auth: 'none',
    errors: [WA.badSignature, WA.invalidPayload],
    response: whatsAppWebhookResultSchema,
  },
  async (request) => {
    const rawBody = (await readCappedBody(request, MAX_WEBHOOK_BYTES)).toString('utf8');
    return json(await handleWhatsAppWebhook(rawBody, request.headers.get(WHATSAPP_SIGNATURE_HEADER)));
  },
);
