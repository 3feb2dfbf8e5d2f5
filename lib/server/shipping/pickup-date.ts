// Couriers collect on working days: the day after booking, or the Monday after a Saturday booking.
import 'server-only';

const IST_OFFSET_MS = 330 * 60_000;

/** YYYY-MM-DD in India of the next day that is not a Sunday. */
export function nextWorkingDay(now: Date): string {
  const day = new Date(now.getTime() + IST_OFFSET_MS + 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
