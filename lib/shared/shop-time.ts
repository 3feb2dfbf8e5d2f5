// The shop's days are India's (IST, UTC+5:30, no daylight saving): reports, exports and date filters count
// from midnight there, wherever the server runs.
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first and the last day (both inclusive) a date a client sends may name: filters, reports, coupons and
 *  holidays (lib/shared/schemas/date-schema.ts). */
export const DATE_RANGE = { firstDay: '2000-01-01', lastDay: '2100-12-31' } as const;

/** Midnight in India of the day (YYYY-MM-DD), plus some days, as an instant. */
export function istDayStart(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * DAY_MS);
}

/** Today's date in India, YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** The day (YYYY-MM-DD) some days after another. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
