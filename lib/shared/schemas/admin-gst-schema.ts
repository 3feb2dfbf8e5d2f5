// GET /api/v1/admin/reports/gst: an IST day range (both days inclusive, a year at most), the format, and
// for CSV which table.
import { z } from 'zod';
import { shopDaySchema } from './date-schema';

export const GST_REPORT_FORMATS = ['json', 'csv'] as const;
/** CSV sections: the document rows (default), the HSN summary, the B2C summary (B2CS, B2CL, CDNUR). */
export const GST_REPORT_SECTIONS = ['documents', 'hsn', 'b2c'] as const;
export type GstReportSection = (typeof GST_REPORT_SECTIONS)[number];

/** A year at most, a leap year's included. */
export const GST_REPORT_MAX_DAYS = 366;

export const GST_REPORT_MESSAGES = {
  period: 'period must be the month as MMYYYY, e.g. 102026 for October 2026',
  reversed: 'from must not be after to',
  tooLong: `A GST report covers at most ${GST_REPORT_MAX_DAYS} days`,
} as const;

const day = shopDaySchema;

export const gstReportQuerySchema = z.object({
  from: day,
  to: day,
  format: z.enum(GST_REPORT_FORMATS).default('json'),
  section: z.enum(GST_REPORT_SECTIONS).default('documents'),
});

/** GET /api/v1/admin/reports/gstr1: the return period, as the GST portal writes it (MMYYYY). */
export const gstr1QuerySchema = z.object({
  period: z
    .string({ error: GST_REPORT_MESSAGES.period })
    .regex(/^(0[1-9]|1[0-2])(19|20)\d\d$/, GST_REPORT_MESSAGES.period),
});

/** The first and last IST day of a return period (MMYYYY). */
export function periodDays(period: string): { from: string; to: string } {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  const last = new Date(Date.UTC(year, month, 0));
  return { from: `${year}-${period.slice(0, 2)}-01`, to: last.toISOString().slice(0, 10) };
}

/** The return period (MMYYYY) of an IST day. */
export const periodOf = (day: string) => `${day.slice(5, 7)}${day.slice(0, 4)}`;

/** The report the page opens on: last month, by the calendar in India, from today (YYYY-MM-DD, IST). */
export function lastMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
