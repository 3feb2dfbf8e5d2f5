// The ledger under its real database: credits add up by source, a spend never takes a balance below zero
// (two spends racing on one balance: one wins), expired or closed balances refuse, and an order's spends go
// back once.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { storedValueMovements, storedValues } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { paidOrder, setUpAdminOrders, shopper } from '@/test-support/admin-orders-fixture';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { creditStoredValue, returnSpentToSource, spendStoredValue } from './index';

setUpAdminOrders();

let orderA: number;
let orderB: number;
beforeAll(async () => {
  orderA = await paidOrder();
  orderB = await paidOrder();
});

async function balanceOf(id: number): Promise<number> {
  const [row] = await (await getDb()).select().from(storedValues).where(eq(storedValues.id, id));
  return Number(row.balancePaise);
}

async function newCard(key: string, paise: number, expiresOn: string | null = addDays(shopToday(), 365)) {
  const db = await getDb();
  return db.transaction((tx) =>
    creditStoredValue(tx, {
      sourceKey: key,
      kind: 'gift_card',
      userId: null,
      amountPaise: paise,
      reason: 'issued',
      expiresOn,
    }),
  );
}

const spend = async (storedValueId: number, amountPaise: number, orderId: number) =>
  (await getDb()).transaction((tx) => spendStoredValue(tx, { storedValueId, amountPaise, orderId }));

describe('creditStoredValue', () => {
  it('makes the balance once per source and adds later credits to it, each with its movement', async () => {
    const db = await getDb();
    const userId = shopper.user.id;
    const key = `credit:${userId}`;
    const first = await db.transaction((tx) =>
      creditStoredValue(tx, { sourceKey: key, kind: 'store_credit', userId, amountPaise: 10_000, reason: 'grant' }),
    );
    const second = await db.transaction((tx) =>
      creditStoredValue(tx, { sourceKey: key, kind: 'store_credit', userId, amountPaise: 2_550, reason: 'refund' }),
    );
    expect(second.storedValueId).toBe(first.storedValueId);
    expect(second.balancePaise).toBe(12_550);
    const moves = await db
      .select()
      .from(storedValueMovements)
      .where(eq(storedValueMovements.storedValueId, first.storedValueId));
    expect(moves.map((m) => [Number(m.amountPaise), m.reason])).toEqual([
      [10_000, 'grant'],
      [2_550, 'refund'],
    ]);
  });

  it('refuses a zero or fractional amount', async () => {
    await expect(newCard('gift:zero', 0)).rejects.toThrow();
    await expect(newCard('gift:fraction', 10.5)).rejects.toThrow();
  });
});

describe('spendStoredValue', () => {
  it('spends the whole balance, and not one paisa more', async () => {
    const card = await newCard('gift:exact', 5_000);
    await expect(spend(card.storedValueId, 5_001, orderA)).rejects.toMatchObject({ code: 'STORED_VALUE_INSUFFICIENT' });
    expect(await balanceOf(card.storedValueId)).toBe(5_000);
    expect(await spend(card.storedValueId, 4_999, orderA)).toEqual({ balancePaise: 1 });
    expect(await spend(card.storedValueId, 1, orderA)).toEqual({ balancePaise: 0 });
    await expect(spend(card.storedValueId, 1, orderA)).rejects.toBeInstanceOf(DomainError);
  });

  it('lets only one of two concurrent spends of one balance through', async () => {
    const card = await newCard('gift:race', 200_000);
    const results = await Promise.allSettled([
      spend(card.storedValueId, 150_000, orderA),
      spend(card.storedValueId, 150_000, orderB),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ code: 'STORED_VALUE_INSUFFICIENT' });
    expect(await balanceOf(card.storedValueId)).toBe(50_000);
    const spent = await (
      await getDb()
    )
      .select()
      .from(storedValueMovements)
      .where(eq(storedValueMovements.storedValueId, card.storedValueId));
    expect(spent.filter((m) => m.reason === 'spent')).toHaveLength(1);
  });

  it('is spendable on its last day (IST) and not the day after; a closed balance never', async () => {
    const today = shopToday();
    const lastDayToday = await newCard('gift:last-day', 1_000, today);
    expect(await spend(lastDayToday.storedValueId, 100, orderA)).toEqual({ balancePaise: 900 });
    const lapsed = await newCard('gift:lapsed', 1_000, addDays(today, -1));
    await expect(spend(lapsed.storedValueId, 100, orderA)).rejects.toMatchObject({ code: 'STORED_VALUE_INSUFFICIENT' });
    const closed = await newCard('gift:closed', 1_000);
    await (
      await getDb()
    )
      .update(storedValues)
      .set({ status: 'closed' })
      .where(eq(storedValues.id, closed.storedValueId));
    await expect(spend(closed.storedValueId, 100, orderA)).rejects.toMatchObject({ code: 'STORED_VALUE_INSUFFICIENT' });
  });
});

describe('returnSpentToSource', () => {
  it("puts back each balance an order spent, once, and leaves other orders' spends alone", async () => {
    const db = await getDb();
    const one = await newCard('gift:return-1', 10_000);
    const two = await newCard('gift:return-2', 10_000);
    await spend(one.storedValueId, 3_000, orderB);
    await spend(one.storedValueId, 1_000, orderB);
    await spend(two.storedValueId, 2_500, orderB);
    await spend(two.storedValueId, 500, orderA);
    const back = await db.transaction((tx) => returnSpentToSource(tx, orderB));
    expect(back).toEqual([
      { storedValueId: one.storedValueId, amountPaise: 4_000 },
      { storedValueId: two.storedValueId, amountPaise: 2_500 },
    ]);
    expect(await balanceOf(one.storedValueId)).toBe(10_000);
    expect(await balanceOf(two.storedValueId)).toBe(9_500);
    // A second call, and two racing calls, give nothing more back.
    expect(await db.transaction((tx) => returnSpentToSource(tx, orderB))).toEqual([]);
    await Promise.all([
      db.transaction((tx) => returnSpentToSource(tx, orderB)),
      db.transaction((tx) => returnSpentToSource(tx, orderB)),
    ]);
    expect(await balanceOf(one.storedValueId)).toBe(10_000);
    expect(await balanceOf(two.storedValueId)).toBe(9_500);
  });
});
