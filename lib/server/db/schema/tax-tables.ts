// GST documents: tax invoices and credit notes, and their number series.
import 'server-only';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { orders, refunds } from './orders-tables';
import { bytea } from './table-columns';

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;

/** The last number given in each series (invoices, credit notes) of each financial year. Row-locked while a
 *  number is taken, in the transaction that records the payment or refund, so the series has no gaps. */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** A tax invoice for a paid order, or a credit note for a refund: numbered, and frozen as issued. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** Everything printed on it, as it was when issued (lib/shared/gst/invoice-document.ts). */
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The PDF as issued, byte for byte: every download and mail sends these bytes. Documents issued before it
     *  was kept have none until first drawn, and are kept from then on. */
    pdf: bytea('pdf'),
    /** An invoice replaced (a HUID corrected): a credit note reversed it in full and a new invoice followed. */
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_series_key').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('tax_documents_order_invoice_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' AND ${t.replacedAt} IS NULL`),
    uniqueIndex('tax_documents_refund_key').on(t.refundId),
    index('tax_documents_order_idx').on(t.orderId),
  ],
);

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
