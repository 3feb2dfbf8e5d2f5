// What a tax invoice or credit note says (Rule 46 and Rule 53 of the CGST Rules), frozen when it is issued:
// the PDF is drawn from this and nothing else, so it reads the same however the shop or its rates change.
import type { InvoiceTaxLine, InvoiceTotals } from './invoice-tax';

export type InvoiceParty = {
  name: string;
  address: string[];
  state: string;
  stateCode: string | null;
  gstin?: string;
  /** The buyer's PAN, printed in full on an invoice above ₹2,00,000 (Rule 114B). */
  pan?: string;
  /** The buyer has no PAN and declared so in Form 60 (an order above ₹2,00,000). */
  form60?: true;
  email?: string;
  phone?: string;
};

export type InvoiceDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** ISO date-time of issue. */
  issuedAt: string;
  orderId: number;
  orderDate: string;
  /** For a credit note: the invoice it corrects. */
  invoiceNumber?: string;
  invoiceDate?: string;
  reason?: string;
  /** `signatory`: who signs for the supplier (Rule 46(q)), from the shop's settings when it names one. */
  supplier: InvoiceParty & { gstin: string; signatory?: string };
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string | null };
  intraState: boolean;
  lines: InvoiceTaxLine[];
  totals: InvoiceTotals;
  /** What the order's coupon took off: "MAKING20: 20% off making charges −₹1,234"; absent without one. */
  discountLabel?: string;
  totalInWords: string;
  /**
   * Old gold taken in exchange: a deduction from the amount payable, after GST, never from the taxable value
   * (GST is due on the new piece's full price). Tested figures once recorded, else the declared ones.
   */
  oldGold?: { weightGrams: number; purity: string; valuePaise: number; amountPayablePaise: number };
  /**
   * Gift cards, store credit and a savings plan spent on the order: payments towards the amount, after GST, like
   * old gold (a gift card is not a supply itself, CBIC Circular 243/37/2024: the jewellery carries the tax). Each
   * line names the stored value; amountPayablePaise is what was left to pay in money after them and the old gold.
   */
  storedValue?: { lines: { label: string; amountPaise: number }[]; amountPayablePaise: number };
  reverseCharge: 'No';
  /** Sandbox orders: no money was taken, and the document says so. */
  testMode: boolean;
};
