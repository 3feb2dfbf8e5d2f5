// A refund made as store credit: the buyer's credit balance grows by the refund, in the transaction that
// records the refund as made, with a movement that names the refund (unique per refund: a retried send can
// never credit it twice). It counts as refunded like any refund (refunded-sql.ts), so "left to refund" and the
// sales figures treat it alike; the money becomes a balance the shop owes the buyer.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { storedValueMovements, type refunds } from '@/lib/server/db/schema';
import { creditStoredValue } from '@/lib/server/stored-value';

type RefundRow = typeof refunds.$inferSelect;

export async function creditRefundToStore(
  tx: Executor,
  refund: RefundRow,
  userId: number,
  who: { userId: number } | { label: string },
): Promise<void> {
  const [done] = await tx
    .select({ id: storedValueMovements.id })
    .from(storedValueMovements)
    .where(and(eq(storedValueMovements.refundId, refund.id), eq(storedValueMovements.reason, 'refund')))
    .limit(1);
  if (done) return;
  await creditStoredValue(tx, {
    sourceKey: `credit:${userId}`,
    kind: 'store_credit',
    userId,
    amountPaise: refund.amountPaise,
    reason: 'refund',
    orderId: refund.orderId,
    refundId: refund.id,
    actor: 'userId' in who ? `staff:${who.userId}` : null,
    note: refund.reason || null,
  });
}
