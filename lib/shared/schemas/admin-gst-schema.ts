// GET /api/v1/admin/reports/gst: an IST day range (both days inclusive, a year at most), the format, and
// for CSV which table.
import { z } from 'zod';

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

const day = z.iso.date({ error: 'Give a date as YYYY-MM-DD' });

export const gstReportQuerySchema = z.object({
  from: day,
  to: day,
  format: z.enum(GST_REPORT_FORMATS).default('json'),
  section: z.enum(GST_REPORT_SECTIONS).default('documents'),
});
export type GstReportQuery = z.infer<typeof gstReportQuerySchema>;
