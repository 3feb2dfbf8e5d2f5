// The shop's moves on a return: approve or decline it, and mark its pieces received, which gives back what is
// left to refund of their value through the provider, owes back the old gold's share of it (an exchange order),
// issues one credit note for their whole value, restocks what is not damaged and settles the order's status.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orderItems, orders, returnRequests, type ReturnLine, type ReturnRequestRow } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { deliverQueuedMail, type ReturnMailStep, type QueuedMail } from '@/lib/server/mail';
import { issueReturnCreditNote } from '@/lib/server/invoices';
import { invalidateProducts } from '@/lib/server/cache';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { RETURN_MESSAGES as M } from '@/lib/shared/messages/returns';
import type { ApiReturn, ReturnMove } from '@/lib/shared/schemas/return-schema';
import type { OrderStatus } from '@/lib/shared/constants';
import { refundReturn } from './return-refund';
import { giveBack } from './stock';
import { recordOrderEvent } from './order-events';
import { returnPickups, toApiReturn } from './return-view';
import { oldGoldOwedFor } from '@/lib/server/exchange/records';
import { oweOldGoldOnOrder } from './old-gold-owed';
import { mailShopper, refused, returnCredit, RETURNABLE } from './return-requests';

const invalidDamaged = (message: string) =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { damaged: [message] } });

const NEXT: Record<ReturnMove['action'], { from: ReturnRequestRow['status']; to: ReturnRequestRow['status'] }> = {
  approve: { from: 'requested', to: 'approved' },
  refuse: { from: 'requested', to: 'refused' },
  receive: { from: 'approved', to: 'received' },
};

/**
 * The shop's move on a return. Approving or declining is order work; marking the pieces received gives money
 * back, so it asks what a refund asks (the refunds permission and a recent password), and then refunds.
 */
export async function moveReturn(
  actor: StaffActor,
  orderId: number,
  returnId: number,
  move: ReturnMove,
): Promise<ApiReturn> {
  authorize(actor, 'orders');
  if (move.action === 'receive') {
    authorize(actor, 'refunds');
    requireRecentPassword(actor);
  }
  const db = await getDb();
  let mail: QueuedMail[] = [];
  let restocked: number[] = [];
  const step = NEXT[move.action];
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.orderId, orderId)))
      .for('update');
    if (!row) throw notFound(M.notFound);
    // Received but not yet refunded (the provider failed last time): only the refund is tried again.
    if (move.action === 'receive' && row.status === 'received') return row;
    if (row.status !== step.from) throw refused(M.cannotMove(M.status[row.status].toLowerCase()));
    const now = new Date();
    const damaged = move.action === 'receive' ? damagedOf(row, move.damaged ?? []) : [];
    const [updated] = await tx
      .update(returnRequests)
      .set({
        status: step.to,
        updatedAt: now,
        ...(move.action === 'receive'
          ? { receivedAt: now, damagedItems: damaged }
          : { decidedAt: now, decidedBy: actor.userId, decisionNote: move.note || null }),
      })
      .where(eq(returnRequests.id, returnId))
      .returning();
    const back = move.action === 'receive' ? await restockReturn(tx, row, damaged) : null;
    if (back) restocked = back.productIds;
    await recordOrderEvent(tx, orderId, actor, {
      kind: 'note',
      note: `Return #${returnId} ${step.to}${move.note ? `: ${move.note}` : ''}`,
      data: { return_id: returnId, status: step.to },
    });
    await recordAudit(tx, actor, {
      action: `return.${move.action}`,
      entityType: 'order',
      entityId: orderId,
      before: { return_id: returnId, status: row.status },
      after: {
        status: step.to,
        note: move.note ?? null,
        ...(back && { restocked: back.lines, damaged: damaged.map(toApiLine) }),
      },
    });
    // A received return is written to once its refund is made, saying how much it was (below).
    if (move.action !== 'receive') {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      mail = await mailShopper(tx, order!, step.to as ReturnMailStep, updated!);
    }
    return updated!;
  });
  invalidateProducts(restocked);
  await deliverQueuedMail(mail);
  const pickup = async () => (await returnPickups(db, [returnId])).get(returnId) ?? null;
  if (move.action !== 'receive') return toApiReturn(moved, await pickup());
  // The pieces are back: what is left to refund of their share goes back through the provider, once,
  // whatever retries happen (a provider failure leaves the return received, to be tried again).
  const order = (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const credit = await returnCredit(db, order, moved);
  const { refunds: made, refundedPaise } = await refundReturn(
    actor,
    orderId,
    returnId,
    moved.amountPaise,
    moved.refundTo,
  );
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(returnRequests)
      .set({ status: 'refunded', refundId: made[0]?.id ?? null, refundedPaise, updatedAt: sql`now()` })
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'received')))
      .returning();
    if (!row) return null;
    // What the pieces were worth beyond the money refunded was paid in old gold: owed back, not kept.
    const oldGoldPaise = await oldGoldOwedFor(tx, orderId, row.amountPaise, refundedPaise);
    await oweOldGoldOnOrder(tx, orderId, {
      cause: `return-${returnId}`,
      returnRequestId: returnId,
      amountPaise: oldGoldPaise,
    });
    await settleOrderStatus(tx, actor, orderId, returnId);
    const note = await issueReturnCreditNote(
      tx,
      orderId,
      refundedPaise + oldGoldPaise,
      credit,
      `Return #${returnId}`,
      made[0]?.id ?? null,
    );
    mail = await mailShopper(
      tx,
      order,
      'refunded',
      row,
      {
        refundedPaise,
        valuePaise: row.amountPaise,
        creditNote: note !== null,
        oldGoldPaise,
        storeCredit: row.refundTo === 'store_credit',
      },
      note ? [note] : [],
    );
    return row;
  });
  await deliverQueuedMail(mail);
  const row = done ?? (await db.select().from(returnRequests).where(eq(returnRequests.id, returnId)))[0]!;
  // Pieces handed over at the shop may be received before the courier's pickup arrives: the answer says so.
  return toApiReturn(row, await pickup());
}

const toApiLine = (line: ReturnLine) => ({ order_item_id: line.orderItemId, quantity: line.quantity });

/** The damaged pieces the shop named on receipt: each one of this return's pieces, at most as many as came back. */
function damagedOf(row: ReturnRequestRow, given: NonNullable<ReturnMove['damaged']>): ReturnLine[] {
  const returned = new Map(row.items.map((i) => [i.orderItemId, i.quantity]));
  const damaged = new Map<number, number>();
  for (const item of given) {
    const total = (damaged.get(item.order_item_id) ?? 0) + item.quantity;
    if (total > (returned.get(item.order_item_id) ?? 0)) throw invalidDamaged(M.damagedInvalid);
    damaged.set(item.order_item_id, total);
  }
  return [...damaged].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
}

/** A received return's pieces go back in stock, by size, except those found damaged. */
async function restockReturn(
  tx: Executor,
  row: ReturnRequestRow,
  damaged: ReturnLine[],
): Promise<{ productIds: number[]; lines: { order_item_id: number; quantity: number }[] }> {
  const broken = new Map(damaged.map((d) => [d.orderItemId, d.quantity]));
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.orderId));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const back = row.items.flatMap((item) => {
    const line = byId.get(item.orderItemId);
    const quantity = item.quantity - (broken.get(item.orderItemId) ?? 0);
    // A product deleted since has nothing to take the piece back.
    return line?.productId && quantity > 0 ? [{ line, quantity }] : [];
  });
  const productIds = await giveBack(
    tx,
    back.map(({ line, quantity }) => ({
      productId: line.productId!,
      name: line.productName,
      quantity,
      size: line.size,
    })),
  );
  return { productIds, lines: back.map(({ line, quantity }) => ({ order_item_id: line.id, quantity })) };
}

/**
 * After a return is refunded: the order is returned when every piece has come back and been refunded, partly
 * returned otherwise, with the move on its timeline.
 */
async function settleOrderStatus(tx: Executor, actor: StaffActor, orderId: number, returnId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !RETURNABLE.includes(order.status)) return;
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const done = await tx
    .select({ items: returnRequests.items })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'refunded')));
  const back = new Map<number, number>();
  for (const row of done)
    for (const i of row.items) back.set(i.orderItemId, (back.get(i.orderItemId) ?? 0) + i.quantity);
  const to: OrderStatus = lines.every((l) => (back.get(l.id) ?? 0) >= l.quantity) ? 'returned' : 'partially_returned';
  if (order.status === to) return;
  await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await recordOrderEvent(tx, orderId, actor, {
    kind: 'status',
    fromStatus: order.status,
    toStatus: to,
    note: `Return #${returnId} refunded`,
  });
}
