// Returns. A shopper asks from My Orders for a delivered order within the shop's return window
// (reason and items); the shop approves or declines and marks the pieces received (return-moves.ts). Every
// step is on the order's timeline with an email to the shopper. One open return per order.
import 'server-only';
import { PERSONAL_RETURN_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import {
  orderItems,
  orders,
  returnRequests,
  users,
  type OrderRow,
  type ReturnRequestRow,
  type TaxDocumentRow,
} from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import {
  orderReturnMail,
  type ReturnMailStep,
  type ReturnRefunded,
  deliverQueuedMail,
  queueMail,
  type QueuedMail,
} from '@/lib/server/mail';
import { invoiceAttachment, type CreditLines } from '@/lib/server/invoices';
import { refundablePaise } from './refundable';
import { readShopSettings } from '@/lib/server/settings';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { lineDiscounts } from '@/lib/server/coupons';
import { RETURN_MESSAGES as M } from '@/lib/shared/messages/returns';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import type { ApiReturn, ReturnRequestBody } from '@/lib/shared/schemas/return-schema';
import { alertReturnRequested } from './owner-order-alerts';
import type { OrderStatus } from '@/lib/shared/constants';
import { recordOrderEvent } from './order-events';
import { orderView } from './order-view';
import { returnWindowEnd, toApiReturn } from './return-view';

const OPEN: ReturnRequestRow['status'][] = ['requested', 'approved', 'received'];
export const RETURNABLE: readonly OrderStatus[] = ['delivered', 'partially_returned'];

export const refused = (message: string) => new DomainError(ORDER_ERROR_CODES.returnNotAllowed, message);
const invalidItems = (message: string) =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { items: [message] } });

export async function mailShopper(
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
export async function returnCredit(tx: Executor, order: OrderRow, row: ReturnRequestRow): Promise<CreditLines> {
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
        refundTo: body.refund_to,
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
