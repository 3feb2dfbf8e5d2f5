// The value of a buyer's old gold owed back when the pieces it paid for come back (a return, or a parcel
// returned to origin). The card money goes back first, through the provider; what the pieces were worth beyond
// it was paid in old gold, and that is owed back, never kept. It stays owed on the order until the owner records
// how it went back (the gold itself, or a bank transfer with its reference): money going out, so it asks what a
// refund asks, and is audited.
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { oldGoldPayouts, type OldGoldPayoutRow } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { oldGoldValuePaise } from '@/lib/server/exchange';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { OLD_GOLD_PAYOUT_MESSAGES as M } from '@/lib/shared/messages/old-gold-payout';
import { OLD_GOLD_PAYOUT_LABELS } from '@/lib/shared/selling/old-gold-payout-methods';
import type { ApiOldGoldPayout, OldGoldPayoutBody } from '@/lib/shared/schemas/old-gold-payout-schema';
import { paiseToRupees } from '@/lib/shared/money';
import { recordOrderEvent } from './order-events';

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

/** Records the sum owed back, once per cause (`return-<id>`, `rto-<order id>`), on the order's timeline. */
export async function oweOldGold(
  tx: Executor,
  orderId: number,
  owed: { cause: string; returnRequestId: number | null; amountPaise: number },
): Promise<void> {
  if (owed.amountPaise <= 0) return;
  const [row] = await tx
    .insert(oldGoldPayouts)
    .values({ orderId, ...owed })
    .onConflictDoNothing({ target: oldGoldPayouts.cause })
    .returning();
  if (!row) return;
  await recordOrderEvent(tx, orderId, 'system', {
    kind: 'note',
    note: M.owed(paiseToRupees(row.amountPaise)),
    data: { old_gold_payout_id: row.id, amount: paiseToRupees(row.amountPaise), cause: row.cause },
  });
}

const toApi = (row: OldGoldPayoutRow): ApiOldGoldPayout => ({
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
  return rows.map(toApi);
}

/** POST /admin/orders/{id}/old-gold-payouts/{payoutId}: how the owed old gold went back, once. */
export async function settleOldGoldPayout(
  actor: StaffActor,
  orderId: number,
  payoutId: number,
  body: OldGoldPayoutBody,
): Promise<ApiOldGoldPayout> {
  authorize(actor, 'refunds');
  requireRecentPassword(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oldGoldPayouts)
      .where(and(eq(oldGoldPayouts.id, payoutId), eq(oldGoldPayouts.orderId, orderId)))
      .for('update');
    if (!row) throw notFound(M.notFound);
    if (row.settledAt) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.alreadySettled);
    const [settled] = await tx
      .update(oldGoldPayouts)
      .set({ method: body.method, reference: body.reference || null, settledAt: new Date(), settledBy: actor.userId })
      .where(eq(oldGoldPayouts.id, payoutId))
      .returning();
    const view = toApi(settled!);
    await recordOrderEvent(tx, orderId, actor, {
      kind: 'note',
      note: M.settled(view.amount, OLD_GOLD_PAYOUT_LABELS[body.method], view.reference, new Date().toDateString()),
      data: { old_gold_payout_id: payoutId, method: body.method, reference: view.reference },
    });
    await recordAudit(tx, actor, {
      action: 'order.old_gold_payout',
      entityType: 'order',
      entityId: orderId,
      before: toApi(row),
      after: view,
    });
    return view;
  });
}
