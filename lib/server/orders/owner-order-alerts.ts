// The owner's alerts (lib/server/owner-alerts) that an order raises: paid (or confirmed for cash on delivery),
// or a return asked for. Called inside the transaction of that change, so a payment that rolls back raises
// nothing, and a replay (its order already confirmed) never reaches here. Kept with orders, which call it, so
// owner-alerts needs nothing of orders.
import 'server-only';
import type { Executor } from '@/lib/server/db';
import type { OrderRow, ReturnRequestRow } from '@/lib/server/db/schema';
import type { QueuedMail } from '@/lib/server/mail';
import { orderView } from './order-view';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import { raiseOwnerAlert } from '@/lib/server/owner-alerts';

export async function alertOrderPaid(tx: Executor, order: OrderRow): Promise<QueuedMail[]> {
  const view = await orderView(tx, order.id);
  if (!view) return [];
  const total = formatRupees(view.total_price);
  // A cash-on-delivery order is confirmed unpaid; the owner hears of it as of a paid one, saying so.
  const cod = view.payment_method === 'cod';
  const items = view.order_items.map(
    (i) => `${i.quantity} x ${i.product_name}${i.size ? ` (${i.size})` : ''}: ${formatRupees(i.subtotal)}`,
  );
  return raiseOwnerAlert(tx, {
    kind: 'order_paid',
    key: `order_paid:${order.id}`,
    subject: cod ? `New order #${order.id}, cash on delivery: ${total}` : `New paid order #${order.id}: ${total}`,
    lines: [
      `Order #${order.id} from ${view.shipping_address.full_name} (${view.shipping_address.city}) ` +
        (cod ? `is to be paid in cash on delivery: ${total}.` : `is paid: ${total}.`),
      ...items,
      ...(view.test_mode ? ['A test order: no money was taken, do not ship it.'] : []),
    ],
  });
}

export async function alertReturnRequested(
  tx: Executor,
  order: OrderRow,
  request: ReturnRequestRow,
  refundablePaise: number = request.amountPaise,
): Promise<QueuedMail[]> {
  // After an earlier (goodwill) refund less is left to give back than the pieces are worth: say what is left.
  const left = Math.min(refundablePaise, request.amountPaise);
  return raiseOwnerAlert(tx, {
    kind: 'return_requested',
    key: `return_requested:${request.id}`,
    subject: `Return requested on order #${order.id}`,
    lines: [
      `Return #${request.id} on order #${order.id} waits for your decision.`,
      `Reason: ${request.reason}`,
      `Worth ${formatRupees(paiseToRupees(request.amountPaise))} of what was paid.`,
      ...(left < request.amountPaise
        ? [`Earlier refunds leave ${formatRupees(paiseToRupees(left))} to refund for it.`]
        : []),
    ],
  });
}
