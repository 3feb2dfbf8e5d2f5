// Returns. A shopper asks from My Orders for a delivered order within the shop's return window
// (reason and items); the shop approves or declines; once the pieces are back it marks them received, which
// refunds what is left to refund of their share of what was paid (after any earlier refund) through the
// provider, with a credit note for those pieces, and notes every step on the order's timeline with an email
// to the shopper; the email of a received return goes once its refund is made and names that amount.
// One open return per order.
import 'server-only';
import { PERSONAL_RETURN_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import {
  orderItems,
  orders,
  returnRequests,
  taxDocuments,
  users,
  type OrderRow,
  type ReturnLine,
  type ReturnRequestRow,
  type TaxDocumentRow,
} from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import {
  orderReturnMail,
  type ReturnMailStep,
  type ReturnRefunded,
  deliverQueuedMail,
  queueMail,
  type QueuedMail,
} from '@/lib/server/mail';
import { invoiceAttachment, type CreditLines } from '@/lib/server/invoices';
import { refundReturn } from './return-refund';
import { refundablePaise } from './refunds';
import { readShopSettings } from '@/lib/server/settings';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { lineDiscounts } from '@/lib/server/coupons';
import { RETURN_MESSAGES as M } from '@/lib/shared/messages/returns';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import type { ApiReturn, ReturnMove, ReturnRequestBody } from '@/lib/shared/schemas/return-schema';
import { alertReturnRequested } from './owner-order-alerts';
import { invalidateProducts } from '@/lib/server/cache';
import type { OrderStatus } from '@/lib/shared/constants';
import { giveBack } from './stock';
import { recordOrderEvent } from './order-events';
import { orderView } from './order-view';
import { returnWindowEnd, toApiReturn } from './return-view';

const OPEN: ReturnRequestRow['status'][] = ['requested', 'approved', 'received'];
const RETURNABLE: readonly OrderStatus[] = ['delivered', 'partially_returned'];

const refused = (message: string) => new DomainError(ORDER_ERROR_CODES.returnNotAllowed, message);
const invalidDamaged = (message: string) =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { damaged: [message] } });
const invalidItems = (message: string) =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { items: [message] } });

async function mailShopper(
  tx: Executor,
  order: OrderRow,
  step: ReturnMailStep,
  row: ReturnRequestRow,
  refunded?: ReturnRefunded,
  creditNotes: Pick<TaxDocumentRow, 'id' | 'number'>[] = [],
): Promise<QueuedMail[]> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const view = await orderView(tx, order.id);
  if (!user || !view) return [];
  const mail = orderReturnMail(await readShopSettings(tx), view, user.email, step, row.id, row.decisionNote, refunded);
  // The credit notes the return issued go with the mail that says it was refunded.
  return [await queueMail(tx, { ...mail, attachments: creditNotes.map(invoiceAttachment) })];
}

/** Pieces of each line already on their way back or refunded (declined returns do not count). */
async function returnedSoFar(tx: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ items: returnRequests.items })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, [...OPEN, 'refunded'])));
  const counted = new Map<number, number>();
  for (const row of rows)
    for (const item of row.items) counted.set(item.orderItemId, (counted.get(item.orderItemId) ?? 0) + item.quantity);
  return counted;
}

/** What the chosen pieces of each line cost the shopper: each line's share of the coupon taken off, per piece. */
function returnedValues(
  order: OrderRow,
  lines: { id: number; quantity: number; unitPricePaise: number; discountPaise: number }[],
  chosen: Map<number, number>,
): number[] {
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const discounts = lineDiscounts(order, lines);
  return lines.map((line, i) => Math.floor(((gross[i]! - discounts[i]!) * (chosen.get(line.id) ?? 0)) / line.quantity));
}

function refundFor(
  order: OrderRow,
  lines: { id: number; quantity: number; unitPricePaise: number; discountPaise: number }[],
  chosen: Map<number, number>,
): number {
  return returnedValues(order, lines, chosen).reduce((a, b) => a + b, 0);
}

/** The invoice lines (order items in id order, as the invoice lists them) a return's credit note credits. */
async function returnCredit(tx: Executor, order: OrderRow, row: ReturnRequestRow): Promise<CreditLines> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const chosen = new Map(row.items.map((i) => [i.orderItemId, i.quantity]));
  return { weights: returnedValues(order, lines, chosen), quantities: lines.map((l) => chosen.get(l.id) ?? 0) };
}

/** The shopper's request. Their own orders only; a stranger's order is not found. */
export async function requestReturn(userId: number, orderId: number, body: ReturnRequestBody): Promise<ApiReturn> {
  const db = await getDb();
  let mail: QueuedMail[] = [];
  const row = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('Order not found');
    // A partly returned order may still send back the pieces it kept.
    if (!RETURNABLE.includes(order.status) || !order.deliveredAt) throw refused(M.notDelivered);
    const { return_window_days: days } = await readShopSettings(tx);
    const end = returnWindowEnd(order, days);
    if (!end || end.getTime() < Date.now()) throw refused(M.windowClosed(days));
    const [open] = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, OPEN)));
    if (open) throw refused(M.alreadyOpen);

    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const before = await returnedSoFar(tx, orderId);
    if (lines.every((l) => (before.get(l.id) ?? 0) >= l.quantity)) throw refused(M.nothingLeft);
    const chosen = new Map<number, number>();
    for (const item of body.items) {
      const line = lines.find((l) => l.id === item.order_item_id);
      if (!line) throw invalidItems(M.itemUnknown);
      // Made for this shopper or engraved: no one else can buy it back, so only a fault returns it.
      if (!body.faulty && (line.madeToOrderDays !== null || line.engravingText))
        throw invalidItems(PERSONAL_RETURN_MESSAGES.onlyWhenFaulty(line.productName));
      const total = (chosen.get(line.id) ?? 0) + item.quantity;
      if (total > line.quantity - (before.get(line.id) ?? 0)) throw invalidItems(M.quantityInvalid);
      chosen.set(line.id, total);
    }
    const amountPaise = refundFor(order, lines, chosen);
    if (amountPaise <= 0) throw invalidItems(M.itemsRequired);
    const [made] = await tx
      .insert(returnRequests)
      .values({
        orderId,
        userId,
        reason: body.reason,
        items: [...chosen].map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
        amountPaise,
      })
      .returning();
    await recordOrderEvent(tx, orderId, 'shopper', {
      kind: 'note',
      note: `Return #${made!.id} requested: ${body.reason}`,
      data: { return_id: made!.id, status: 'requested' },
    });
    mail = [
      ...(await mailShopper(tx, order, 'requested', made!)),
      ...(await alertReturnRequested(tx, order, made!, await refundablePaise(tx, orderId))),
    ];
    return made!;
  });
  await deliverQueuedMail(mail);
  return toApiReturn(row);
}

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
  if (move.action !== 'receive') return toApiReturn(moved);
  // The pieces are back: what is left to refund of their share goes back through the provider, once,
  // whatever retries happen (a provider failure leaves the return received, to be tried again).
  const order = (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const credit = await returnCredit(db, order, moved);
  const { refunds: made, refundedPaise } = await refundReturn(actor, orderId, returnId, moved.amountPaise, credit);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(returnRequests)
      .set({ status: 'refunded', refundId: made[0]?.id ?? null, refundedPaise, updatedAt: sql`now()` })
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'received')))
      .returning();
    if (!row) return null;
    await settleOrderStatus(tx, actor, orderId, returnId);
    const notes = made.length
      ? await tx
          .select({ id: taxDocuments.id, number: taxDocuments.number })
          .from(taxDocuments)
          .where(
            inArray(
              taxDocuments.refundId,
              made.map((r) => r.id),
            ),
          )
      : [];
    mail = await mailShopper(
      tx,
      order,
      'refunded',
      row,
      { refundedPaise, valuePaise: row.amountPaise, creditNote: notes.length > 0 },
      notes,
    );
    return row;
  });
  await deliverQueuedMail(mail);
  return toApiReturn(done ?? (await db.select().from(returnRequests).where(eq(returnRequests.id, returnId)))[0]!);
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
