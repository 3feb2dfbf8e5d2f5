// GET /gift_cards/{code}: a card's balance and last day, for whoever holds its code. Codes are ~79 bits, and a
// client's look-ups that find nothing are bounded in a sliding window (the sign-in codes' window limits), so
// guessing is hopeless: 10 misses an hour per client network.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { giftCardLookups, giftCards, storedValues } from '@/lib/server/db/schema';
import { clientNetwork, lockWindowKey, windowFullUntil } from '@/lib/server/auth';
import { DomainError } from '@/lib/server/errors';
import { STORED_VALUE_ERROR_CODES as C } from '@/lib/shared/error-codes';
import { isGiftCardCodeShape } from '@/lib/shared/gift-card-rules';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import { paiseToRupees } from '@/lib/shared/money';
import type { GiftCardBalance } from '@/lib/shared/schemas/gift-card-schema';
import { giftCardCodeHash } from './gift-card-codes';
import { valueStatus } from './gift-card-view';

export const GIFT_CARD_LOOKUP_LIMIT = { windowMs: 60 * 60 * 1000, misses: 10 } as const;

const LOOKUPS = { table: giftCardLookups, createdAt: giftCardLookups.createdAt };

export type GiftCardValue = {
  giftCardId: number;
  storedValueId: number;
  balancePaise: number;
  status: 'active' | 'closed' | 'expired';
  expiresOn: string | null;
};

/** The issued card (and its balance) a normalised code names; null for any other text. No limit is counted here. */
export async function giftCardValueByCode(db: Executor, code: string): Promise<GiftCardValue | null> {
  if (!isGiftCardCodeShape(code)) return null;
  const [row] = await db
    .select({
      giftCardId: giftCards.id,
      storedValueId: storedValues.id,
      balancePaise: storedValues.balancePaise,
      status: storedValues.status,
      expiresOn: storedValues.expiresOn,
    })
    .from(giftCards)
    .innerJoin(storedValues, eq(storedValues.id, giftCards.storedValueId))
    .where(eq(giftCards.codeHash, giftCardCodeHash(code)))
    .limit(1);
  return row ? { ...row, balancePaise: Number(row.balancePaise) } : null;
}

/** The card behind a normalised code, or a counted miss (429 once the client's misses fill the window). */
export async function giftCardBalance(code: string, clientIp: string): Promise<GiftCardBalance> {
  const network = clientNetwork(clientIp);
  const key = { where: eq(giftCardLookups.clientNetwork, network), max: GIFT_CARD_LOOKUP_LIMIT.misses };
  const db = await getDb();
  const until = await windowFullUntil(db, LOOKUPS, key, GIFT_CARD_LOOKUP_LIMIT.windowMs);
  if (until) throw limited(until);
  const row = await giftCardValueByCode(db, code);
  if (row) return { balance: paiseToRupees(row.balancePaise), expires_on: row.expiresOn, status: valueStatus(row) };
  await db.transaction(async (tx) => {
    await lockWindowKey(tx, `gift-card-lookup:${network}`);
    const full = await windowFullUntil(tx, LOOKUPS, key, GIFT_CARD_LOOKUP_LIMIT.windowMs);
    if (full) throw limited(full);
    await tx.insert(giftCardLookups).values({ clientNetwork: network });
  });
  throw new DomainError(C.giftCardNotFound, M.notFound);
}

function limited(until: Date): DomainError {
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new DomainError(C.giftCardRateLimited, M.tooManyLookups, { retry_after: retryAfter });
}
