// The aggregator's status labels ("OUT FOR DELIVERY", "RTO DELIVERED", ...) in the shop's words.
import 'server-only';
import type { ShipmentEvent } from '@/lib/shared/shipping-contract';

const LABELS: [RegExp, ShipmentEvent][] = [
  [/^rto.*deliver/i, 'rto_delivered'],
  [/^rto/i, 'rto_initiated'],
  [/out\s*for\s*delivery/i, 'out_for_delivery'],
  [/^undelivered|failed\s*delivery|^ndr/i, 'undelivered'],
  [/^delivered/i, 'delivered'],
  [/in\s*transit|picked\s*up|shipped|reached/i, 'in_transit'],
];

export function mapCourierStatus(label: string): ShipmentEvent | null {
  const text = label.trim();
  return LABELS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
