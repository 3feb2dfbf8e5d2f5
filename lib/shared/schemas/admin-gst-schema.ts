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
export type GstReportQuery = z.infer<typeof gstReportQuerySchema>;

/** The report the page opens on: last month, by the calendar in India, from today (YYYY-MM-DD, IST). */
export function lastMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
