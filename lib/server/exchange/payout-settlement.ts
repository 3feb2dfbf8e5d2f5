// The owner records how old gold owed back went back (the gold itself, or a bank transfer with its
// reference): money going out, so it asks what a refund asks (the refunds permission and a recently given
// password), once per sum owed, on the order's timeline and in the audit log.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { oldGoldPayouts } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { recordOrderEvent } from '@/lib/server/orders';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { OLD_GOLD_PAYOUT_MESSAGES as M } from '@/lib/shared/messages/old-gold-payout';
import { OLD_GOLD_PAYOUT_LABELS } from '@/lib/shared/selling/old-gold-payout-methods';
import type { ApiOldGoldPayout, OldGoldPayoutBody } from '@/lib/shared/schemas/old-gold-payout-schema';
import { payoutView as toApi } from './records';

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
