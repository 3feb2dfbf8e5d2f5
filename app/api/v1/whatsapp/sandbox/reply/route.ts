// The WhatsApp sandbox's buyer: the owner's back office, or a call from this machine (demo scripts, tests),
// may answer a kept message as a buyer would; the signed notification goes through the real webhook handler.
import { json } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { staffActorOf } from '@/lib/server/access';
import { isLoopback } from '@/lib/server/backup/backup-endpoint';
import { defineRoute } from '@/lib/server/http/define-route';
import { assertWhatsAppSandbox, sendSandboxReply, type SandboxReplyCaller } from '@/lib/server/whatsapp-webhook';
import { WHATSAPP_ERROR_CODES as WA } from '@/lib/shared/error-codes';
import { whatsAppSandboxReplySchema, whatsAppWebhookResultSchema } from '@/lib/shared/schemas/whatsapp-schema';

export const POST = defineRoute(
  {
    summary: "Sends a buyer's WhatsApp reply through the signed webhook (sandbox only; staff or loopback).",
    auth: 'optional',
    body: whatsAppSandboxReplySchema,
    errors: [WA.invalidPayload],
    response: whatsAppWebhookResultSchema,
  },
  async (request, { session, body }) => {
    assertWhatsAppSandbox();
    const ip = clientIp(request.headers);
    const caller: SandboxReplyCaller = !session && isLoopback(ip) ? 'loopback' : staffActorOf(session, ip);
    return json(await sendSandboxReply(caller, body));
  },
);
