// How a return reads (issue 16): the API's shape, the window's end, and an order's returns. Kept apart from
// the return moves (returns.ts) so the order view can read returns without depending on the refunds.
import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { returnRequests, type OrderRow, type ReturnRequestRow } from '@/lib/server/db/schema';
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
    decision_note: row.decisionNote,
    created_at: row.createdAt.toISOString(),
  };
}

/** The last moment a return may be asked for: the window's days after delivery; null if never delivered. */
export function returnWindowEnd(order: Pick<OrderRow, 'deliveredAt'>, windowDays: number): Date | null {
  return order.deliveredAt && windowDays > 0 ? new Date(order.deliveredAt.getTime() + windowDays * DAY_MS) : null;
}

export async function returnsOf(db: Executor, orderIds: number[]): Promise<Map<number, ReturnRequestRow[]>> {
  const by = new Map<number, ReturnRequestRow[]>();
  if (orderIds.length === 0) return by;
  const rows = await db.select().from(returnRequests).where(inArray(returnRequests.orderId, orderIds)).orderBy(asc(returnRequests.id));
  for (const row of rows) by.set(row.orderId, [...(by.get(row.orderId) ?? []), row]);
  return by;
}

