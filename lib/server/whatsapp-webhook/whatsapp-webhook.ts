// GET and POST /api/v1/whatsapp/webhook: Meta's subscription check, and its notifications. A notification
// is believed only with the app secret's signature over the raw body; then each buyer's message is kept once
// by its id (inbound_messages, unique provider_message_id: a second delivery, on this instance or another,
// inserts nothing) and handed to applyWhatsAppReply, and each delivery status moves its message on.
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { inboundMessages } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import {
  applyDeliveryStatus,
  whatsAppAppSecret,
  whatsAppVerifyToken,
  type DeliveryStatus,
} from '@/lib/server/messaging';
import { applyWhatsAppReply } from '@/lib/server/whatsapp-replies';
import { WHATSAPP_ERROR_CODES as CODES } from '@/lib/shared/error-codes';
import { WHATSAPP_MESSAGES as M } from '@/lib/shared/messages/whatsapp';
import { normalizeIndianMobile } from '@/lib/shared/phone';
import {
  messageText,
  tappedButton,
  whatsAppNotificationSchema,
  type InboundMessage,
  type StatusUpdate,
} from './webhook-payload';
import { isValidWhatsAppSignature } from './whatsapp-signature';

export type WhatsAppWebhookResult = {
  received: true;
  replies: { message_id: string; outcome: string }[];
  duplicates: number;
  statuses_applied: number;
};

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The challenge to echo when the mode is 'subscribe' and the token is ours; 403 otherwise. */
export function verifyWhatsAppSubscription(query: {
  'hub.mode'?: string;
  'hub.verify_token'?: string;
  'hub.challenge'?: string;
}): string {
  const expected = whatsAppVerifyToken();
  const given = query['hub.verify_token'] ?? '';
  const challenge = query['hub.challenge'] ?? '';
  const tokenMatches = Boolean(expected) && timingSafeEqual(digest(given), digest(expected));
  // Meta's challenge is a number; nothing else is echoed back.
  if (query['hub.mode'] !== 'subscribe' || !tokenMatches || !/^[A-Za-z0-9_-]{1,128}$/.test(challenge))
    throw new DomainError(CODES.verifyFailed, M.verifyFailed);
  return challenge;
}

function parseNotification(rawBody: string) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new DomainError(CODES.invalidPayload, M.invalidPayload);
  }
  const parsed = whatsAppNotificationSchema.safeParse(json);
  if (!parsed.success) throw new DomainError(CODES.invalidPayload, M.invalidPayload);
  return parsed.data;
}

/** The reply's outcome, or null when this message id was kept before. */
async function takeMessage(message: InboundMessage): Promise<string | null> {
  const db = await getDb();
  const from = normalizeIndianMobile(message.from) ?? `+${message.from.replace(/\D/g, '')}`;
  const reply = {
    messageId: message.id,
    from,
    text: messageText(message),
    buttonId: tappedButton(message),
    contextMessageId: message.context?.id ?? null,
  };
  const [row] = await db
    .insert(inboundMessages)
    .values({
      providerMessageId: reply.messageId,
      fromPhone: reply.from,
      text: reply.text,
      buttonId: reply.buttonId,
      contextMessageId: reply.contextMessageId,
    })
    .onConflictDoNothing({ target: inboundMessages.providerMessageId })
    .returning({ id: inboundMessages.id });
  if (!row) return null;
  let outcome: string;
  try {
    outcome = await applyWhatsAppReply(reply);
  } catch (error) {
    // Not applied: forget it, so Meta's next delivery of the same message tries again.
    await db.delete(inboundMessages).where(eq(inboundMessages.id, row.id));
    throw error;
  }
  await db.update(inboundMessages).set({ outcome }).where(eq(inboundMessages.id, row.id));
  return outcome;
}

const DELIVERY_STATUSES: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies DeliveryStatus[];

async function takeStatus(update: StatusUpdate): Promise<boolean> {
  if (!DELIVERY_STATUSES.includes(update.status)) return false;
  const error = update.errors?.map((e) => [e.code, e.title].filter(Boolean).join(' ')).join('; ') || null;
  return applyDeliveryStatus(update.id, update.status as DeliveryStatus, error);
}

export async function handleWhatsAppWebhook(rawBody: string, signature: string | null): Promise<WhatsAppWebhookResult> {
  if (!isValidWhatsAppSignature(whatsAppAppSecret(), rawBody, signature))
    throw new DomainError(CODES.badSignature, M.badSignature);
  const notification = parseNotification(rawBody);
  const result: WhatsAppWebhookResult = { received: true, replies: [], duplicates: 0, statuses_applied: 0 };
  for (const entry of notification.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const message of change.value.messages ?? []) {
        const outcome = await takeMessage(message);
        if (outcome === null) result.duplicates += 1;
        else result.replies.push({ message_id: message.id, outcome });
      }
      for (const update of change.value.statuses ?? []) if (await takeStatus(update)) result.statuses_applied += 1;
    }
  }
  return result;
}
