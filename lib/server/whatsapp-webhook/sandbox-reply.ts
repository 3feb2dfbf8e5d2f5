// POST /whatsapp/sandbox/reply: a buyer's reply, for the demo and the tests, while the WhatsApp sandbox
// stands in for Meta. It writes the notification Meta would send for that reply (a template's quick-reply
// button, or typed text, answering the message named by context_message_id), signs it with the app secret
// and hands it to the same webhook handler, so the signed path and the parsing are the real ones.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authorize, type StaffActor } from '@/lib/server/access';
import { getDb } from '@/lib/server/db';
import { outboundMessages } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { isWhatsAppSandboxOpen, whatsAppAppSecret } from '@/lib/server/messaging';
import { WHATSAPP_MESSAGES as M } from '@/lib/shared/messages/whatsapp';
import type { WhatsAppSandboxReply } from '@/lib/shared/schemas/whatsapp-schema';
import { handleWhatsAppWebhook, type WhatsAppWebhookResult } from './whatsapp-webhook';
import { signWhatsAppBody } from './whatsapp-signature';

/** A back-office session, or this machine itself (the demo's scripts). */
export type SandboxReplyCaller = StaffActor | 'loopback';

/** The sandbox's business number, as Meta names the shop's number in a notification. */
const SANDBOX_BUSINESS_NUMBER = '910000000000';

/** 404 unless the WhatsApp sandbox is the one running: on a real account Meta sends the replies. */
export function assertWhatsAppSandbox(): void {
  if (!isWhatsAppSandboxOpen()) throw notFound(M.sandboxOnly);
}

async function buttonTitle(contextMessageId: string | undefined, buttonId: string): Promise<string> {
  if (!contextMessageId) return buttonId;
  const db = await getDb();
  const [message] = await db
    .select({ buttons: outboundMessages.buttons })
    .from(outboundMessages)
    .where(eq(outboundMessages.providerMessageId, contextMessageId));
  return message?.buttons.find((button) => button.id === buttonId)?.title ?? buttonId;
}

async function sandboxNotification(reply: WhatsAppSandboxReply): Promise<Record<string, unknown>> {
  const from = reply.from.replace(/^\+/, '');
  const content = reply.button_id
    ? {
        type: 'button',
        button: {
          payload: reply.button_id,
          text: reply.text ?? (await buttonTitle(reply.context_message_id, reply.button_id)),
        },
      }
    : { type: 'text', text: { body: reply.text } };
  const message = {
    from,
    id: `wamid.sandbox.in.${randomUUID()}`,
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...(reply.context_message_id ? { context: { from: SANDBOX_BUSINESS_NUMBER, id: reply.context_message_id } } : {}),
    ...content,
  };
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'sandbox-business-account',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: SANDBOX_BUSINESS_NUMBER, phone_number_id: 'sandbox' },
              contacts: [{ profile: { name: 'Sandbox buyer' }, wa_id: from }],
              messages: [message],
            },
          },
        ],
      },
    ],
  };
}

export async function sendSandboxReply(
  caller: SandboxReplyCaller,
  reply: WhatsAppSandboxReply,
): Promise<WhatsAppWebhookResult> {
  assertWhatsAppSandbox();
  if (caller !== 'loopback') authorize(caller, 'orders');
  const raw = JSON.stringify(await sandboxNotification(reply));
  return handleWhatsAppWebhook(raw, signWhatsAppBody(whatsAppAppSecret(), raw));
}
