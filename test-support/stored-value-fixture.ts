// Stored value for the checkout tests: a gift card issued straight into the ledger (as the gift card domain
// does once one is paid for), and store credit granted to a buyer, with their balances read back.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { giftCards, storedValueMovements, storedValues } from '@/lib/server/db/schema';
import { creditStoredValue } from '@/lib/server/stored-value';
import { giftCardCodeHash, newGiftCardCode } from '@/lib/server/gift-cards/gift-card-codes';
import { addDays, shopToday } from '@/lib/shared/shop-time';

/** An issued gift card of `amountPaise`: its code, and its stored value's id. */
export async function issueTestGiftCard(
  amountPaise: number,
  expiresOn: string = addDays(shopToday(), 365),
): Promise<{ code: string; storedValueId: number }> {
  const code = newGiftCardCode();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [card] = await tx
      .insert(giftCards)
      .values({
        codeHash: giftCardCodeHash(code),
        codeLast4: code.slice(-4),
        amountPaise,
        recipientName: 'Test recipient',
        sendOn: shopToday(),
        sentAt: new Date(),
        status: 'issued',
        issuedAt: new Date(),
        expiresOn,
      })
      .returning({ id: giftCards.id });
    const { storedValueId } = await creditStoredValue(tx, {
      sourceKey: `gift:${card.id}`,
      kind: 'gift_card',
      userId: null,
      amountPaise,
      reason: 'issued',
      expiresOn,
    });
    await tx.update(giftCards).set({ storedValueId }).where(eq(giftCards.id, card.id));
    return { code, storedValueId };
  });
}

/** Store credit granted to the buyer; answers its stored value's id. */
export async function grantTestCredit(userId: number, amountPaise: number): Promise<number> {
  const db = await getDb();
  const credited = await db.transaction((tx) =>
    creditStoredValue(tx, {
      sourceKey: `credit:${userId}`,
      kind: 'store_credit',
      userId,
      amountPaise,
      reason: 'grant',
      actor: 'staff:test',
    }),
  );
  return credited.storedValueId;
}

export async function balanceOf(storedValueId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ balance: storedValues.balancePaise })
    .from(storedValues)
    .where(eq(storedValues.id, storedValueId));
  return Number(row.balance);
}

/** The reasons and amounts of a stored value's movements, oldest first. */
export async function movementsOf(storedValueId: number): Promise<{ reason: string; amountPaise: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ reason: storedValueMovements.reason, amountPaise: storedValueMovements.amountPaise })
    .from(storedValueMovements)
    .where(eq(storedValueMovements.storedValueId, storedValueId))
    .orderBy(storedValueMovements.id);
  return rows.map((r) => ({ reason: r.reason, amountPaise: Number(r.amountPaise) }));
}
