// An order's timeline: one row per thing that happened to it (status move, payment, refund, note), written
// in the transaction of the change itself. The back office shows every entry; the shopper's order shows
// the ones meant for them (status moves, shipment, refunds).
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orderEvents, type OrderEventRow } from '@/lib/server/db/schema';
import { actorLabel, type StaffActor } from '@/lib/server/access';

/** shipment: what the courier reported (in transit, out for delivery, a failed attempt...). */
export type OrderEventKind = 'status' | 'payment' | 'refund' | 'note' | 'shipment';
/** Who, when it is not a back-office user. */
export type OrderEventSource = 'shopper' | 'provider' | 'system';

export type OrderEventInput = {
  kind: OrderEventKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string | null;
  data?: Record<string, unknown> | null;
};

export async function recordOrderEvent(
  tx: Executor,
  orderId: number,
  by: StaffActor | OrderEventSource,
  event: OrderEventInput,
): Promise<void> {
  const staff = typeof by !== 'string';
  await tx.insert(orderEvents).values({
    orderId,
    kind: event.kind,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    actorUserId: staff ? by.userId : null,
    actorLabel: staff ? actorLabel(by) : by,
    note: event.note ?? null,
    data: event.data ?? null,
  });
}

export async function listOrderEvents(tx: Executor, orderId: number): Promise<OrderEventRow[]> {
  return tx
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
