// Dates a client sends, parsed once, here, into the shop's one day type: a calendar day (YYYY-MM-DD, read in
// the shop's time zone) within the years a shop's reports, filters, coupons and holidays can mean. A date
// outside them is a typo or an attack: a report to 9999-12-31 walks days past what a string of the day can
// spell, and a year-0000 bound is a day PostgreSQL has no form for. Either gets a 400 naming the field.
import { z } from 'zod';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { DATE_RANGE, istDayStart } from '@/lib/shared/shop-time';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
// An instant is in range when it falls on one of the range's days in India.
const FIRST_INSTANT = istDayStart(DATE_RANGE.firstDay).getTime();
const END_INSTANT = istDayStart(DATE_RANGE.lastDay, 1).getTime();

/** True for YYYY-MM-DD naming a real calendar day (not 2026-02-30) within DATE_RANGE. */
export function isShopDay(text: string): boolean {
  if (!DAY_PATTERN.test(text) || text < DATE_RANGE.firstDay || text > DATE_RANGE.lastDay) return false;
  // Month 13 or day 32 is no date at all (toISOString would throw); 02-30 is a date that rolls into March.
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A day, YYYY-MM-DD, between DATE_RANGE's days; `message` replaces the shared one where a form says more. */
export const shopDay = (message: string = INPUT_MESSAGES.dayInvalid) =>
  z.string({ error: message }).refine(isShopDay, message).brand<'ShopDay'>();
export const shopDaySchema = shopDay();

/** An instant (ISO 8601 with an offset) within DATE_RANGE's days: coupon windows, the updated_at a write carries. */
export const shopInstantSchema = z.iso
  .datetime({ offset: true, error: INPUT_MESSAGES.instantInvalid })
  .refine((text) => {
    const at = Date.parse(text);
    return at >= FIRST_INSTANT && at < END_INSTANT;
  }, INPUT_MESSAGES.instantInvalid);
