// How a return reads: the API's shape and the window's end. Kept apart from
// the return moves (return-requests.ts) so the order view can read returns without depending on the refunds.
import 'server-only';
import type { OrderRow, ReturnRequestRow } from '@/lib/server/db/schema';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiReturn } from '@/lib/shared/schemas/return-schema';

const DAY_MS = 86_400_000;

export function toApiReturn(row: ReturnRequestRow): ApiReturn {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    items: row.items.map((i) => ({ order_item_id: i.orderItemId, quantity: i.quantity })),
    amount: paiseToRupees(row.amountPaise),
    refunded_amount: row.refundedPaise === null ? null : paiseToRupees(row.refundedPaise),
    decision_note: row.decisionNote,
    damaged: row.damagedItems.map((i) => ({ order_item_id: i.orderItemId, quantity: i.quantity })),
    created_at: row.createdAt.toISOString(),
  };
}

/** The last moment a return may be asked for: the window's days after delivery; null if never delivered. */
export function returnWindowEnd(order: Pick<OrderRow, 'deliveredAt'>, windowDays: number): Date | null {
  return order.deliveredAt && windowDays > 0 ? new Date(order.deliveredAt.getTime() + windowDays * DAY_MS) : null;
}
