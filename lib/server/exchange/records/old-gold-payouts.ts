// The value of a buyer's old gold owed back when the pieces it paid for come back (a return, or a parcel
// returned to origin). The card money goes back first, through the provider; what the pieces were worth beyond
// it was paid in old gold, and that is owed back, never kept. It stays owed on the order until the owner records
// how it went back (../payout-settlement.ts).
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { oldGoldPayouts, type OldGoldPayoutRow } from '@/lib/server/db/schema';
import { oldGoldValuePaise } from './order-exchange';
import { OLD_GOLD_PAYOUT_MESSAGES as M } from '@/lib/shared/messages/old-gold-payout';
import type { ApiOldGoldPayout } from '@/lib/shared/schemas/old-gold-payout-schema';
import { paiseToRupees } from '@/lib/shared/money';

/**
 * What of the order's old gold is owed back for pieces worth `valuePaise` of which `refundedPaise` went back as
 * money: the rest of their value, up to the old gold not already owed back for earlier pieces.
 */
export async function oldGoldOwedFor(
  tx: Executor,
  orderId: number,
  valuePaise: number,
  refundedPaise: number,
): Promise<number> {
  const gold = await oldGoldValuePaise(tx, orderId);
  if (gold <= 0) return 0;
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${oldGoldPayouts.amountPaise}), 0)` })
    .from(oldGoldPayouts)
    .where(eq(oldGoldPayouts.orderId, orderId));
  const left = gold - Number(row?.total ?? 0);
  return Math.max(0, Math.min(left, valuePaise - refundedPaise));
}

/** What the order's timeline says of a sum owed back. */
export interface OldGoldOwedNote {
  note: string;
  data: { old_gold_payout_id: number; amount: number; cause: string };
}

/**
 * Records the sum owed back, once per cause (`return-<id>`, `rto-<order id>`), and answers the note for the
 * order's timeline (orders writes it there); null when nothing is owed or the cause was recorded before.
 */
export async function oweOldGold(
  tx: Executor,
  orderId: number,
  owed: { cause: string; returnRequestId: number | null; amountPaise: number },
): Promise<OldGoldOwedNote | null> {
  if (owed.amountPaise <= 0) return null;
  const [row] = await tx
    .insert(oldGoldPayouts)
    .values({ orderId, ...owed })
    .onConflictDoNothing({ target: oldGoldPayouts.cause })
    .returning();
  if (!row) return null;
  return {
    note: M.owed(paiseToRupees(row.amountPaise)),
    data: { old_gold_payout_id: row.id, amount: paiseToRupees(row.amountPaise), cause: row.cause },
  };
}

export const payoutView = (row: OldGoldPayoutRow): ApiOldGoldPayout => ({
  id: row.id,
  cause: row.cause,
  return_id: row.returnRequestId,
  amount: paiseToRupees(row.amountPaise),
  method: row.method,
  reference: row.reference,
  settled_at: row.settledAt?.toISOString() ?? null,
});

/** The old gold owed back on an order, settled or not, oldest first. */
export async function oldGoldPayoutsOf(db: Executor, orderId: number): Promise<ApiOldGoldPayout[]> {
  const rows = await db
    .select()
    .from(oldGoldPayouts)
    .where(eq(oldGoldPayouts.orderId, orderId))
    .orderBy(asc(oldGoldPayouts.id));
  return rows.map(payoutView);
}
