// A return of pieces from an order paid partly by stored value (docs/money-rules.md, "Refunds of an order paid
// with stored value"): the card (or other money payment) is refunded first, and what is left of the pieces'
// value goes back to the gift cards, store credit and savings plan the order spent, the last applied first,
// never more than each gave. Once per return: its movements carry the return's key, and a second call finds them.
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { storedValueMovements as moves, storedValues } from '@/lib/server/db/schema';
import { creditStoredValue } from '@/lib/server/stored-value';

/** Gives back up to `amountPaise` of what the order spent; answers what went back. */
export async function returnPartToSources(
  tx: Executor,
  orderId: number,
  amountPaise: number,
  key: string,
): Promise<number> {
  const [done] = await tx
    .select({ count: sql<string>`count(*)`, paise: sql<string>`coalesce(sum(${moves.amountPaise}), 0)` })
    .from(moves)
    .where(and(eq(moves.orderId, orderId), eq(moves.note, key)));
  // Asked again (a retried refund): what went back the first time, nothing more.
  if (Number(done?.count ?? 0) > 0) return Number(done!.paise);
  if (amountPaise <= 0) return 0;
  // What each stored value spent on the order is still owed back, the last applied (highest movement) first.
  const owed = await tx
    .select({
      id: storedValues.id,
      kind: storedValues.kind,
      userId: storedValues.userId,
      sourceKey: storedValues.sourceKey,
      owed: sql<string>`-sum(${moves.amountPaise})`,
      firstSpent: sql<number>`min(${moves.id}) filter (where ${moves.reason} = 'spent')`,
    })
    .from(moves)
    .innerJoin(storedValues, eq(storedValues.id, moves.storedValueId))
    .where(and(eq(moves.orderId, orderId), inArray(moves.reason, ['spent', 'returned'])))
    .groupBy(storedValues.id, storedValues.kind, storedValues.userId, storedValues.sourceKey)
    .orderBy(sql`min(${moves.id}) filter (where ${moves.reason} = 'spent') desc`);
  let left = amountPaise;
  for (const value of owed) {
    const back = Math.min(left, Number(value.owed));
    if (back <= 0) continue;
    await creditStoredValue(tx, {
      sourceKey: value.sourceKey,
      kind: value.kind,
      userId: value.userId,
      amountPaise: back,
      reason: 'returned',
      orderId,
      note: key,
    });
    left -= back;
  }
  return amountPaise - left;
}
