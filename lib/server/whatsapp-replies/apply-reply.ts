// What a buyer's WhatsApp reply does (the webhook stores each inbound message once, then calls this):
//   - "STOP" (any case, spaces around): every WhatsApp consent of the accounts behind that number withdrawn
//     (source 'whatsapp_stop'), acknowledged with one message; a second STOP changes nothing and sends none.
//   - "START": order updates on WhatsApp given back (source 'whatsapp_start'), acknowledged likewise.
//   - A button on the COD request (cod_confirm / cod_cancel) answering the shop's message named by
//     contextMessageId, from the number it was sent to: the order confirmed, or cancelled with its pieces back.
// Anything else is 'ignored' (the owner reads chats in WhatsApp itself).
import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { consentEvents, outboundMessages } from '@/lib/server/db/schema';
import { accountsOfWhatsAppNumber } from '@/lib/server/buyer-phone';
import { recordConsent } from '@/lib/server/consents';
import { sendWhatsApp } from '@/lib/server/messaging';
import { answerCodOnWhatsApp } from '@/lib/server/orders';

type WhatsAppReply = {
  /** Meta's id of the inbound message (wamid…). */
  messageId: string;
  /** +91XXXXXXXXXX */
  from: string;
  text: string | null;
  /** The id of the reply button tapped (e.g. cod_confirm), or null for typed text. */
  buttonId: string | null;
  contextMessageId: string | null;
};

type ReplyOutcome = 'stopped' | 'started' | 'confirmed' | 'cancelled' | 'closed' | 'ignored';

const WHATSAPP_PURPOSES = ['whatsapp_updates', 'whatsapp_marketing'] as const;
const COD_TEMPLATES = ['cod_confirmation', 'cod_confirmation_reminder'];

/** The newest WhatsApp consent event of these accounts: the acknowledgement's key, so one goes per change. */
async function latestConsentEvent(tx: Executor, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await tx
    .select({ id: consentEvents.id })
    .from(consentEvents)
    .where(and(inArray(consentEvents.userId, userIds), inArray(consentEvents.purpose, [...WHATSAPP_PURPOSES])))
    .orderBy(desc(consentEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

async function stopOrStart(from: string, word: 'STOP' | 'START'): Promise<ReplyOutcome> {
  const db = await getDb();
  const key = await db.transaction(async (tx) => {
    const userIds = await accountsOfWhatsAppNumber(tx, from);
    const purposes = word === 'STOP' ? WHATSAPP_PURPOSES : (['whatsapp_updates'] as const);
    const source = word === 'STOP' ? 'whatsapp_stop' : 'whatsapp_start';
    for (const userId of userIds)
      for (const purpose of purposes) await recordConsent(tx, { userId, purpose, given: word === 'START', source });
    return `${word.toLowerCase()}:${from}:${await latestConsentEvent(tx, userIds)}`;
  });
  // Same key as the last acknowledgement when nothing changed since: sendWhatsApp sends nothing then.
  const template = word === 'STOP' ? 'whatsapp_stopped' : 'whatsapp_started';
  await sendWhatsApp({ to: from, template, vars: {}, dedupeKey: key });
  return word === 'STOP' ? 'stopped' : 'started';
}

async function codButton(reply: WhatsAppReply, answer: 'confirm' | 'cancel'): Promise<ReplyOutcome> {
  if (!reply.contextMessageId) return 'ignored';
  const db = await getDb();
  const [asked] = await db
    .select({ orderId: outboundMessages.orderId, to: outboundMessages.toPhone, template: outboundMessages.template })
    .from(outboundMessages)
    .where(eq(outboundMessages.providerMessageId, reply.contextMessageId))
    .limit(1);
  // Only the number the request went to answers it: another number naming the message changes nothing.
  if (!asked?.orderId || asked.to !== reply.from || !COD_TEMPLATES.includes(asked.template)) return 'ignored';
  return answerCodOnWhatsApp(asked.orderId, answer);
}

export async function applyWhatsAppReply(reply: WhatsAppReply): Promise<ReplyOutcome> {
  if (reply.buttonId === 'cod_confirm') return codButton(reply, 'confirm');
  if (reply.buttonId === 'cod_cancel') return codButton(reply, 'cancel');
  const word = reply.text?.trim().toUpperCase();
  if (word === 'STOP' || word === 'START') return stopOrStart(reply.from, word);
  return 'ignored';
}
