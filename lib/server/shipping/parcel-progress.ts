// Whether a courier's report moves the parcel's status. Couriers send reports late and out of order (a
// retried webhook, a hub scan uploaded hours after the delivery): every report is kept on the timeline, but
// a parcel never goes back. A delivered or returned parcel, or a cancelled booking, is where it ends; a
// return to origin goes nowhere but back to the shop; otherwise a report older than the one that set the
// parcel's state is history, not news.
import 'server-only';
import type { ShipmentEvent, ShipmentStatus } from '@/lib/shared/shipping-contract';

const ENDED: readonly ShipmentStatus[] = ['delivered', 'rto_delivered', 'cancelled'];
const ENDS: readonly ShipmentEvent[] = ['delivered', 'rto_delivered'];

export function movesParcel(
  current: ShipmentStatus,
  event: Exclude<ShipmentEvent, 'cod_remitted'>,
  occurredAt: Date,
  /** When the latest report already on the parcel's timeline happened; null before the first. */
  latestAt: Date | null,
): boolean {
  if (ENDED.includes(current)) return false;
  if (current === 'rto_initiated') return event === 'rto_delivered';
  if (ENDS.includes(event)) return true;
  return latestAt === null || occurredAt.getTime() >= latestAt.getTime();
}
