// A gift card by the code the buyer typed. Only the code's hash is kept (gift_cards.code_hash, SHA-256 of the
// code upper-cased without spaces or dashes), so the code is hashed the same way and looked up by it.
import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { giftCards } from '@/lib/server/db/schema';

const codeHash = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[\s-]+/g, ''))
    .digest('hex');

/** The issued card's stored value source key and the code's last four characters, or null for no such card. */
export async function giftCardStoredValue(
  tx: Executor,
  code: string,
): Promise<{ sourceKey: string; lastFour: string } | null> {
  const [card] = await tx
    .select({ id: giftCards.id, last4: giftCards.codeLast4 })
    .from(giftCards)
    .where(and(eq(giftCards.codeHash, codeHash(code)), eq(giftCards.status, 'issued'), isNotNull(giftCards.codeHash)))
    .limit(1);
  return card ? { sourceKey: `gift:${card.id}`, lastFour: card.last4 ?? '' } : null;
}
