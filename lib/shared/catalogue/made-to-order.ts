// Pieces made for the shopper after the order: the day such an order ships by, counted in the shop's
// (IST) calendar days from the day it was placed, the lead time of its slowest piece.
import { addDays, shopToday } from '@/lib/shared/shop-time';

/** YYYY-MM-DD: `leadTimeDays` days after the IST day of `orderedAt`. */
export function shipsByDate(orderedAt: Date, leadTimeDays: number): string {
  return addDays(shopToday(orderedAt), leadTimeDays);
}

/** The order's ships-by day: its slowest made-to-order piece's, or null when nothing is made to order. */
export function orderShipsBy(orderedAt: Date, leadTimes: readonly (number | null)[]): string | null {
  const days = leadTimes.filter((d): d is number => d !== null);
  return days.length ? shipsByDate(orderedAt, Math.max(...days)) : null;
}
