// How GSTR-1 sorts a shop's sales to consumers (buyers without a GSTIN), for the GST report.
// Inter-state invoices above the B2CL limit are reported one by one (Table 5, and their credit notes in
// Table 9B "CDNUR"); every other sale to a consumer is summed by place of supply and rate (Table 7, B2CS,
// net of its credit notes). The limit was ₹2,50,000 until 31 July 2024 and is ₹1,00,000 from 1 August 2024
// (Notification 12/2024-Central Tax, Rule 59(4)); an invoice is judged by the limit of its own date.
import { GST_RATE_PERCENT } from './invoice-tax';

export const B2CL_LIMIT_CHANGED_ON = '2024-08-01';
export const B2CL_LIMIT_PAISE_BEFORE = 25_000_000;
export const B2CL_LIMIT_PAISE = 10_000_000;

/** The B2CL limit for an invoice issued on an IST day (YYYY-MM-DD): its value must be above it. */
export function b2clLimitPaise(day: string): number {
  return day < B2CL_LIMIT_CHANGED_ON ? B2CL_LIMIT_PAISE_BEFORE : B2CL_LIMIT_PAISE;
}

/** The GSTR-1 table a document goes to. B2B and CDNR only for a buyer who gave a GSTIN. */
export type Gstr1Table = 'B2B' | 'B2CL' | 'B2CS' | 'CDNR' | 'CDNUR';

/** Unit quantity code of the HSN summary: jewellery is counted in pieces. */
export const HSN_UQC = 'NOS';

/**
 * Every piece the shop sells is jewellery, taxed at 3 % (HSN 7113 and 7117); a frozen document keeps amounts,
 * not rates, so its rate is this one.
 */
export const JEWELLERY_GST_RATE_PERCENT = GST_RATE_PERCENT;
