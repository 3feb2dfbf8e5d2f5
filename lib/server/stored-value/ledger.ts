// The stored value ledger: every balance a buyer keeps with the shop (a gift card, their store credit, a
// matured savings plan) is one stored_values row, and every change to it one signed movement written in the
// same transaction. A balance never goes below zero: a spend is one conditional UPDATE, so two spends racing
// on one balance cannot both take it (the database's row lock orders them; the second finds too little).
import 'server-only';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { storedValueMovements, storedValues, type MovementReason, type StoredValueKind } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { STORED_VALUE_ERROR_CODES as C } from '@/lib/shared/error-codes';
import { STORED_VALUE_MESSAGES as M } from '@/lib/shared/messages/stored-value';
import { shopToday } from '@/lib/shared/shop-time';

export type CreditRequest = {
  /** 'gift:<giftCardId>', 'credit:<userId>', 'savings:<enrolmentId>'. */
  sourceKey: string;
  kind: StoredValueKind;
  userId: number | null;
  /** Positive paise. */
  amountPaise: number;
  reason: Extract<MovementReason, 'issued' | 'refund' | 'grant' | 'returned' | 'matured'>;
  /** The last day (IST) it may be spent; set when the balance is first made (or moved later by a new credit). */
  expiresOn?: string | null;
  orderId?: number | null;
  refundId?: number | null;
  actor?: string | null;
  note?: string | null;
};

export type Credited = { storedValueId: number; balancePaise: number; movementId: number };

function assertPositivePaise(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new Error(`Not a positive paise amount: ${amountPaise}`);
}

/**
 * Adds money to the balance named by its source key, making it on first use. A later credit to the same
 * source adds to it (and re-opens a closed store credit); an expiry given moves the last day only later.
 */
export async function creditStoredValue(tx: Executor, request: CreditRequest): Promise<Credited> {
  assertPositivePaise(request.amountPaise);
  const expiresOn = request.expiresOn ?? null;
  const [value] = await tx
    .insert(storedValues)
    .values({
      kind: request.kind,
      userId: request.userId,
      sourceKey: request.sourceKey,
      balancePaise: request.amountPaise,
      expiresOn,
    })
    .onConflictDoUpdate({
      target: storedValues.sourceKey,
      set: {
        balancePaise: sql`${storedValues.balancePaise} + excluded.balance_paise`,
        expiresOn: sql`case when ${storedValues.expiresOn} is null or excluded.expires_on is null
          then ${storedValues.expiresOn} else greatest(${storedValues.expiresOn}, excluded.expires_on) end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: storedValues.id, balancePaise: storedValues.balancePaise });
  const [movement] = await tx
    .insert(storedValueMovements)
    .values({
      storedValueId: value.id,
      amountPaise: request.amountPaise,
      reason: request.reason,
      orderId: request.orderId ?? null,
      refundId: request.refundId ?? null,
      actor: request.actor ?? null,
      note: request.note ?? null,
    })
    .returning({ id: storedValueMovements.id });
  return { storedValueId: value.id, balancePaise: Number(value.balancePaise), movementId: movement.id };
}

export type SpendRequest = { storedValueId: number; amountPaise: number; orderId: number; actor?: string | null };

/**
 * Takes money off a balance for an order: one UPDATE that only matches while the balance covers it, the value
 * is active and its last day (IST) has not passed. Nothing matched: DomainError, and nothing changed.
 */
export async function spendStoredValue(tx: Executor, request: SpendRequest): Promise<{ balancePaise: number }> {
  assertPositivePaise(request.amountPaise);
  const today = shopToday();
  const [spent] = await tx
    .update(storedValues)
    .set({ balancePaise: sql`${storedValues.balancePaise} - ${request.amountPaise}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(storedValues.id, request.storedValueId),
        gte(storedValues.balancePaise, request.amountPaise),
        eq(storedValues.status, 'active'),
        or(isNull(storedValues.expiresOn), gte(storedValues.expiresOn, today)),
      ),
    )
    .returning({ balancePaise: storedValues.balancePaise });
  if (!spent) throw new DomainError(C.insufficient, M.insufficient, { stored_value_id: request.storedValueId });
  await tx.insert(storedValueMovements).values({
    storedValueId: request.storedValueId,
    amountPaise: -request.amountPaise,
    reason: 'spent',
    orderId: request.orderId,
    actor: request.actor ?? null,
  });
  return { balancePaise: Number(spent.balancePaise) };
}

/**
 * Gives an order's stored value back where it came from (the order was cancelled or refunded): for each
 * balance the order spent, what it spent less what was already given back, as one 'returned' movement. The
 * balances are locked first, so a second call (or one racing it) finds nothing left and returns nothing.
 * Answers what went back, per stored value.
 */
export async function returnSpentToSource(
  tx: Executor,
  orderId: number,
  actor: string | null = null,
): Promise<{ storedValueId: number; amountPaise: number }[]> {
  const touched = await tx
    .selectDistinct({ id: storedValueMovements.storedValueId })
    .from(storedValueMovements)
    .where(and(eq(storedValueMovements.orderId, orderId), eq(storedValueMovements.reason, 'spent')));
  const returned: { storedValueId: number; amountPaise: number }[] = [];
  for (const { id } of touched.sort((a, b) => a.id - b.id)) {
    await tx.select({ id: storedValues.id }).from(storedValues).where(eq(storedValues.id, id)).for('update');
    const [net] = await tx
      .select({ owed: sql<string>`coalesce(-sum(${storedValueMovements.amountPaise}), 0)` })
      .from(storedValueMovements)
      .where(
        and(
          eq(storedValueMovements.storedValueId, id),
          eq(storedValueMovements.orderId, orderId),
          or(eq(storedValueMovements.reason, 'spent'), eq(storedValueMovements.reason, 'returned')),
        ),
      );
    const owed = Number(net?.owed ?? 0);
    if (owed <= 0) continue;
    await tx
      .update(storedValues)
      .set({ balancePaise: sql`${storedValues.balancePaise} + ${owed}`, updatedAt: sql`now()` })
      .where(eq(storedValues.id, id));
    await tx
      .insert(storedValueMovements)
      .values({ storedValueId: id, amountPaise: owed, reason: 'returned', orderId, actor, note: M.returnedNote });
    returned.push({ storedValueId: id, amountPaise: owed });
  }
  return returned;
}
