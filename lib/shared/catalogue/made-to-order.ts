// Pieces made for the shopper after the order: the day such an order ships by, counted in the shop's
// (IST) calendar days from the day it was placed, the lead time of its slowest piece, and moved on to the next
// working day when it falls on a Sunday or one of the shop's holidays (nothing is dispatched then).
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { workingDayFrom } from '@/lib/shared/delivery/delivery-zones';

/** YYYY-MM-DD: `leadTimeDays` days after the IST day of `orderedAt`, or the first working day after that. */
export function shipsByDate(orderedAt: Date, leadTimeDays: number, holidays: readonly string[] = []): string {
  return workingDayFrom(addDays(shopToday(orderedAt), leadTimeDays), holidays);
}

/** The order's ships-by day: its slowest made-to-order piece's, or null when nothing is made to order. */
export function orderShipsBy(
  orderedAt: Date,
  leadTimes: readonly (number | null)[],
  holidays: readonly string[] = [],
): string | null {
  const days = leadTimes.filter((d): d is number => d !== null);
  return days.length ? shipsByDate(orderedAt, Math.max(...days), holidays) : null;
}
