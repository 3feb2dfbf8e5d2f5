// Credit notes (Rule 53 of the CGST Rules) against an order's invoice: for money given back (a refund, shared
// over the invoice's lines), for the pieces of a return (their whole value, whether it goes back as money or as
// the buyer's old gold), and in full (goods back undelivered, or an invoice replaced). Each is taxed line by line
// as invoiced, net of the notes before it, and numbered in the caller's transaction.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { taxDocuments, type RefundRow, type TaxDocumentRow } from '@/lib/server/db/schema';
import { readShopSettings } from '@/lib/server/settings';
import { rupeesInWords } from '@/lib/shared/gst/amount-in-words';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import {
  creditFigures,
  documentNumber,
  financialYear,
  invoiceTotals,
  shareOut,
  type InvoiceTaxLine,
} from '@/lib/shared/gst/invoice-tax';
import { insertDocument, invoiceOf, issueInvoice, nextSequence, recordHuids } from './tax-documents';

/** Per invoice line, in its order: the value given back on it and how many pieces that is (a return). */
export type CreditLines = { weights: readonly number[]; quantities: readonly number[] };

/**
 * What a credit note credits: the pieces of a return (CreditLines), every piece of the invoice (a cancelled
 * paid order: none of it was kept), or value only (a goodwill or price refund: no goods came back).
 */
export type CreditBasis = CreditLines | 'all-pieces' | 'value-only';

/**
 * A credit note for money given back, against the order's invoice: the refund is shared over the invoice's
 * lines in proportion to their value (or, for a return, to the value of the pieces sent back) and taxed as
 * they were. A value-only note (a refund that returns no goods) prints quantity 0 on its lines, as a GST
 * credit note for a value adjustment does: it credits the value without saying pieces came back. None if
 * the order has no invoice.
 */
export async function issueCreditNote(
  tx: Executor,
  refund: RefundRow,
  credit: CreditBasis = 'value-only',
): Promise<TaxDocumentRow | null> {
  const [existing] = await tx.select().from(taxDocuments).where(eq(taxDocuments.refundId, refund.id));
  if (existing) return existing;
  return creditValue(tx, refund.orderId, refund.amountPaise, credit, refund.reason || 'Refund', refund.id);
}

/**
 * The one credit note of a return: the returned pieces' whole value as it goes back to the buyer (money
 * refunded and the old gold's value owed back alike), not only the money. None without an invoice or a value.
 */
export async function issueReturnCreditNote(
  tx: Executor,
  orderId: number,
  valuePaise: number,
  credit: CreditLines,
  reason: string,
  refundId: number | null,
): Promise<TaxDocumentRow | null> {
  if (valuePaise <= 0) return null;
  return creditValue(tx, orderId, valuePaise, credit, reason, refundId);
}

async function creditValue(
  tx: Executor,
  orderId: number,
  amountPaise: number,
  credit: CreditBasis,
  reason: string,
  refundId: number | null,
): Promise<TaxDocumentRow | null> {
  const invoice = await invoiceOf(tx, orderId);
  if (!invoice) return null;
  const source = invoice.document;
  const byPieces = typeof credit === 'object' && credit.weights.length === source.lines.length;
  const pieces = byPieces && credit.weights.some((w) => w > 0) ? credit : null;
  const shares = shareOut(amountPaise, pieces ? pieces.weights : source.lines.map((l) => l.totalPaise));
  const quantities = source.lines.map((line, i) =>
    pieces ? pieces.quantities[i]! : credit === 'all-pieces' ? line.quantity : 0,
  );
  return creditNoteFor(tx, invoice, shares, quantities, reason, refundId);
}

/** A credit note against `invoice` of `shares` of its lines (paise, in its line order), each taxed as invoiced. */
async function creditNoteFor(
  tx: Executor,
  invoice: TaxDocumentRow,
  shares: readonly number[],
  quantities: readonly number[],
  reason: string,
  refundId: number | null,
): Promise<TaxDocumentRow> {
  const { seller } = await readShopSettings(tx);
  const source = invoice.document;
  const issuedAt = new Date();
  const fy = financialYear(issuedAt);
  const sequence = await nextSequence(tx, 'credit_note', fy);
  const prefix = seller?.invoice_prefix ?? source.number.split('/')[0]!;
  const number = documentNumber('credit_note', prefix, fy, sequence);
  const earlier = await creditedLines(tx, invoice);
  const lines: InvoiceTaxLine[] = source.lines.flatMap((line, i) => {
    const share = shares[i]!;
    if (share <= 0) return [];
    return [
      {
        description: line.description,
        hsn: line.hsn,
        quantity: quantities[i]!,
        unitPricePaise: share,
        huids: line.huids,
        ...(line.jewellery ? { jewellery: line.jewellery } : {}),
        ...creditFigures(line, earlier.get(i) ?? [], share, source.intraState),
        invoiceLine: i,
      },
    ];
  });
  const totals = invoiceTotals(lines);
  // The invoice's old-gold and stored-value lines say how its total was paid; a credit note credits the value itself.
  const { oldGold: _paidWith, storedValue: _paidFrom, ...credited } = source;
  const document: InvoiceDocument = {
    ...credited,
    kind: 'credit_note',
    number,
    issuedAt: issuedAt.toISOString(),
    invoiceNumber: source.number,
    invoiceDate: source.issuedAt,
    reason,
    lines,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
  };
  return insertDocument(tx, {
    kind: 'credit_note',
    number,
    financialYear: fy,
    sequence,
    orderId: invoice.orderId,
    refundId,
    document,
    issuedAt,
  });
}

/** The lines of the credit notes already issued against an invoice, by the invoice line they credit. */
async function creditedLines(tx: Executor, invoice: TaxDocumentRow): Promise<Map<number, InvoiceTaxLine[]>> {
  const notes = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, invoice.orderId), eq(taxDocuments.kind, 'credit_note')));
  const byLine = new Map<number, InvoiceTaxLine[]>();
  const lines = invoice.document.lines;
  for (const note of notes) {
    if (note.document.invoiceNumber !== invoice.number) continue;
    for (const line of note.document.lines) {
      // Notes from before the line index was kept name their line by its description.
      const i = line.invoiceLine ?? lines.findIndex((l) => l.description === line.description);
      if (i >= 0) byLine.set(i, [...(byLine.get(i) ?? []), line]);
    }
  }
  return byLine;
}

/**
 * A credit note for everything of the invoice not credited yet, every piece back (goods returned undelivered,
 * an invoice being replaced): with the earlier notes it nets the invoice to zero in every column.
 */
export async function reverseInvoice(tx: Executor, invoice: TaxDocumentRow, reason: string): Promise<TaxDocumentRow> {
  const earlier = await creditedLines(tx, invoice);
  const left = invoice.document.lines.map(
    (line, i) => line.totalPaise - (earlier.get(i) ?? []).reduce((a, l) => a + l.totalPaise, 0),
  );
  return creditNoteFor(
    tx,
    invoice,
    left,
    invoice.document.lines.map((l) => l.quantity),
    reason,
    null,
  );
}

/**
 * A HUID corrected after the invoice was issued: the invoice is never edited, so a credit note reverses it in
 * full, the lines take the corrected HUIDs, and a new invoice (next number) is issued. Both, for the mail.
 */
export async function reissueInvoiceWithHuids(
  tx: Executor,
  orderId: number,
  huidsByItem: Map<number, string[]>,
  reason: string,
): Promise<{ creditNote: TaxDocumentRow; invoice: TaxDocumentRow } | null> {
  const invoice = await invoiceOf(tx, orderId);
  if (!invoice) return null;
  const creditNote = await reverseInvoice(tx, invoice, reason);
  await tx.update(taxDocuments).set({ replacedAt: new Date() }).where(eq(taxDocuments.id, invoice.id));
  await recordHuids(tx, orderId, huidsByItem);
  const next = await issueInvoice(tx, orderId);
  return next ? { creditNote, invoice: next } : null;
}
