// A gift card as its buyer sees it, and the status it is in.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { giftCards, storedValues, type GiftCardRow } from '@/lib/server/db/schema';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiGiftCardPurchase } from '@/lib/shared/schemas/gift-card-schema';
import { shopToday } from '@/lib/shared/shop-time';

type ValueState = { status: 'active' | 'closed' | 'expired'; expiresOn: string | null } | null;

/** active, expired (past its last day, whatever the row says yet) or closed. */
export function valueStatus(value: { status: string; expiresOn: string | null }): 'active' | 'expired' | 'closed' {
  if (value.status === 'closed') return 'closed';
  if (value.status === 'expired' || (value.expiresOn !== null && value.expiresOn < shopToday())) return 'expired';
  return 'active';
}

export function purchaseView(card: GiftCardRow, value: ValueState): ApiGiftCardPurchase {
  let status: ApiGiftCardPurchase['status'] = 'pending';
  if (card.status === 'issued') status = card.sentAt ? (value ? valueStatus(value) : 'active') : 'scheduled';
  return {
    id: card.id,
    amount: paiseToRupees(card.amountPaise),
    recipient_name: card.recipientName,
    recipient_email: card.recipientEmail,
    recipient_phone: card.recipientPhone,
    send_on: card.sendOn,
    sent_at: card.sentAt?.toISOString() ?? null,
    status,
    expires_on: card.expiresOn,
    code_last4: card.codeLast4,
  };
}

export async function purchaseViewOf(db: Executor, cardId: number): Promise<ApiGiftCardPurchase> {
  const [row] = await db
    .select({ card: giftCards, status: storedValues.status, expiresOn: storedValues.expiresOn })
    .from(giftCards)
    .leftJoin(storedValues, eq(storedValues.id, giftCards.storedValueId))
    .where(eq(giftCards.id, cardId));
  if (!row) throw new Error(`Gift card ${cardId} vanished`);
  return purchaseView(row.card, row.status ? { status: row.status, expiresOn: row.expiresOn } : null);
}
