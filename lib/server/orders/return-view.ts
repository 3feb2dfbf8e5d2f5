// How a return reads: the API's shape and the window's end. Kept apart from
// the return moves (return-requests.ts) so the order view can read returns without depending on the refunds.
import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { shipments, type OrderRow, type ReturnRequestRow } from '@/lib/server/db/schema';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiReturn } from '@/lib/shared/schemas/return-schema';

const DAY_MS = 86_400_000;

export type ReturnPickup = NonNullable<ApiReturn['pickup']>;

/** The courier pickups booked for returns (not cancelled), by return id. */
export async function returnPickups(db: Executor, returnIds: readonly number[]): Promise<Map<number, ReturnPickup>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.kind, 'reverse'),
        inArray(shipments.returnRequestId, [...returnIds]),
        ne(shipments.status, 'cancelled'),
      ),
    );
  return new Map(
    rows.map((s) => [
      s.returnRequestId!,
      { awb: s.awb, courier: s.courier, status: s.status, delivered: s.status === 'delivered' },
    ]),
  );
}

export function toApiReturn(row: ReturnRequestRow, pickup: ReturnPickup | null = null): ApiReturn {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    items: row.items.map((i) => ({ order_item_id: i.orderItemId, quantity: i.quantity })),
    amount: paiseToRupees(row.amountPaise),
    refunded_amount: row.refundedPaise === null ? null : paiseToRupees(row.refundedPaise),
    decision_note: row.decisionNote,
    refund_to: row.refundTo,
    damaged: row.damagedItems.map((i) => ({ order_item_id: i.orderItemId, quantity: i.quantity })),
    pickup,
    created_at: row.createdAt.toISOString(),
  };
}

/** The last moment a return may be asked for: the window's days after delivery; null if never delivered. */
export function returnWindowEnd(order: Pick<OrderRow, 'deliveredAt'>, windowDays: number): Date | null {
  return order.deliveredAt && windowDays > 0 ? new Date(order.deliveredAt.getTime() + windowDays * DAY_MS) : null;
}
