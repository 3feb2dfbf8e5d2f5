// The code goes out on the card's send day: made then (so it never waits anywhere in clear), stored as its hash
// and last four, and mailed in the same transaction, so each card's code is made and mailed once. A card paid
// for today is mailed as it is paid; one scheduled for later is picked up by the sweep on its day.
// A recipient named by mobile number (and no address) gets the code on WhatsApp, sent after the commit; the
// buyer's copy by mail says so, and carries the code to pass on should the message not arrive.
import 'server-only';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { giftCards, users, type GiftCardRow } from '@/lib/server/db/schema';
import { brandedMail, deliverQueuedMail, messageAlone, queueMail, type QueuedMail } from '@/lib/server/mail';
import { sendWhatsApp } from '@/lib/server/messaging';
import { repeatInProcess } from '@/lib/server/process';
import { readShopSettings } from '@/lib/server/settings';
import { groupGiftCardCode } from '@/lib/shared/gift-card-rules';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import { normalizeIndianMobile } from '@/lib/shared/phone';
import { absoluteUrl } from '@/lib/server/seo';
import { shopToday } from '@/lib/shared/shop-time';
import { giftCardCodeHash, newGiftCardCode } from './gift-card-codes';

const SWEEP_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 20;

/** The code on WhatsApp to the recipient's mobile, once per card; true when it went (or had gone). */
function whatsAppCode(card: GiftCardRow, phone: string, vars: { from: string; shop: string; code: string }) {
  return async () => {
    const sent = await sendWhatsApp({
      to: phone,
      template: 'gift_card_code',
      vars: {
        name: card.recipientName,
        from: vars.from,
        amount: formatRupees(paiseToRupees(card.amountPaise)),
        shop: vars.shop,
        code: groupGiftCardCode(vars.code),
        expires_on: card.expiresOn ?? '',
        shop_url: absoluteUrl('/'),
      },
      dedupeKey: `gift_card:${card.id}:code`,
    });
    return sent === null || sent.status !== 'failed';
  };
}

/**
 * Makes the card's code and queues its delivery, inside the caller's transaction: the mail (to the recipient's
 * address, else the buyer's to pass on) and, for a recipient named by mobile number alone, the WhatsApp message
 * that goes after the commit. Answers the code (for the owner's hand-issued card, shown once) and what to
 * deliver after the commit; null when the code was made already.
 */
export async function makeAndMailCode(
  tx: Executor,
  cardId: number,
): Promise<{ code: string; mail: QueuedMail | null } | null> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
  if (!card || card.status !== 'issued' || card.sentAt) return null;
  const code = newGiftCardCode();
  await tx
    .update(giftCards)
    .set({ codeHash: giftCardCodeHash(code), codeLast4: code.slice(-4), sentAt: new Date() })
    .where(eq(giftCards.id, card.id));

  const [buyer] = card.buyerUserId
    ? await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, card.buyerUserId))
    : [];
  const settings = await readShopSettings(tx);
  const shop = settings.company.name;
  const phone = card.recipientEmail ? null : normalizeIndianMobile(card.recipientPhone ?? '');
  const message = phone ? whatsAppCode(card, phone, { from: buyer?.firstName ?? shop, shop, code }) : null;
  const to = card.recipientEmail ?? buyer?.email ?? null;
  if (!to) return { code, mail: message ? messageAlone(message) : null };
  const toRecipient = Boolean(card.recipientEmail);
  const subject = toRecipient
    ? M.mailSubject(shop, buyer?.firstName ?? shop)
    : M.mailSubjectSelf(shop, card.recipientName);
  const paragraphs = [
    M.mailGreeting(toRecipient ? card.recipientName : (buyer?.firstName ?? card.recipientName)),
    ...(toRecipient
      ? []
      : [phone ? M.mailSentOnWhatsApp(card.recipientName, phone) : M.mailPassOn(card.recipientName)]),
    M.mailLine(paiseToRupees(card.amountPaise), card.expiresOn ?? ''),
    ...(card.message ? [`“${card.message}”`, M.mailFrom(buyer?.firstName ?? shop)] : []),
  ];
  const mail = await queueMail(tx, {
    to,
    ...brandedMail(settings, subject, M.mailLogSubject(shop), {
      heading: M.mailHeading,
      paragraphs,
      code: groupGiftCardCode(code),
      footnote: M.mailFootnote,
    }),
  });
  return { code, mail: message ? { ...mail, side: { send: message, held: false } } : mail };
}

/** One pass: every issued card whose send day (IST) has come and whose code is not out yet. */
export async function sendDueGiftCards(today = shopToday()): Promise<number> {
  const db = await getDb();
  const mail = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(and(eq(giftCards.status, 'issued'), isNull(giftCards.sentAt), lte(giftCards.sendOn, today)))
      .orderBy(asc(giftCards.sendOn), asc(giftCards.id))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const queued: QueuedMail[] = [];
    for (const { id } of due) {
      const made = await makeAndMailCode(tx, id);
      if (made?.mail) queued.push(made.mail);
    }
    return queued;
  });
  void deliverQueuedMail(mail);
  return mail.length;
}

/** Started once per server process (instrumentation.ts); each card is claimed by one instance. */
export function startGiftCardSweep(intervalMs = SWEEP_MS): void {
  repeatInProcess('gift-card-sweep', intervalMs, () => sendDueGiftCards(), '[gift-cards] gift card sweep failed');
}
