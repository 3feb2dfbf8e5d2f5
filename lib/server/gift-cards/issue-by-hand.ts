// POST /admin/gift_cards: a goodwill card the owner gives. Money given away like a refund: the refunds
// permission and a recently given password, audited (never with the code: only its last four). The code is
// answered once, to the owner, and mailed to the recipient when an address is given.
import 'server-only';
import { getDb } from '@/lib/server/db';
import { giftCards } from '@/lib/server/db/schema';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { deliverQueuedMail } from '@/lib/server/mail';
import { creditStoredValue } from '@/lib/server/stored-value';
import { giftCardLastDay, groupGiftCardCode } from '@/lib/shared/gift-card-rules';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { AdminGiftCardBody } from '@/lib/shared/schemas/gift-card-schema';
import { shopToday } from '@/lib/shared/shop-time';
import { eq } from 'drizzle-orm';
import { makeAndMailCode } from './deliver-code';

export type HandIssuedGiftCard = { id: number; code: string; balance: number; expires_on: string };

export async function issueGiftCardByHand(actor: StaffActor, body: AdminGiftCardBody): Promise<HandIssuedGiftCard> {
  authorize(actor, 'refunds');
  requireRecentPassword(actor);
  const amountPaise = rupeesToPaise(body.amount);
  const today = shopToday();
  const expiresOn = giftCardLastDay(today);
  const db = await getDb();
  const { id, code, mail } = await db.transaction(async (tx) => {
    const [card] = await tx
      .insert(giftCards)
      .values({
        amountPaise,
        recipientName: M.adminRecipientName,
        recipientEmail: body.recipient_email,
        recipientPhone: body.recipient_phone,
        sendOn: today,
        status: 'issued',
        issuedAt: new Date(),
        expiresOn,
        issuedBy: actor.userId,
        reason: body.reason,
      })
      .returning({ id: giftCards.id });
    const value = await creditStoredValue(tx, {
      sourceKey: `gift:${card.id}`,
      kind: 'gift_card',
      userId: null,
      amountPaise,
      reason: 'issued',
      expiresOn,
      actor: `staff:${actor.userId}`,
      note: body.reason,
    });
    await tx.update(giftCards).set({ storedValueId: value.storedValueId }).where(eq(giftCards.id, card.id));
    const made = await makeAndMailCode(tx, card.id);
    if (!made) throw new Error(`Gift card ${card.id} had a code already`);
    await recordAudit(tx, actor, {
      action: 'gift_card.issue_by_hand',
      entityType: 'gift_card',
      entityId: card.id,
      after: {
        amount: body.amount,
        reason: body.reason,
        recipient_email: body.recipient_email,
        recipient_phone: body.recipient_phone,
        code_last4: made.code.slice(-4),
        expires_on: expiresOn,
      },
    });
    return { id: card.id, code: made.code, mail: made.mail };
  });
  if (mail) void deliverQueuedMail([mail]);
  return { id, code: groupGiftCardCode(code), balance: paiseToRupees(amountPaise), expires_on: expiresOn };
}
