// Tax invoices and credit notes (Rules 46 and 53 of the CGST Rules). Goods are invoiced at removal (section 31
// of the CGST Act): an order gets its invoice in the transaction that moves it to shipped, when its HUIDs are
// known (cash on delivery too); the payment before that is an advance, receipted by the confirmation mail. A
// refund against an invoiced order gets a credit note in the transaction that records it (credit-notes.ts). Each takes the next
// number of its series for the financial year from a counter row that stays locked until that transaction
// commits, so concurrent moves get consecutive numbers and a rolled-back one leaves no gap. What the document
// says is worked out once and kept (tax_documents.document), and so is its PDF (tax_documents.pdf): every
// download and mail sends the bytes issued. An issued invoice never changes; a wrong HUID is corrected by a
// credit note reversing it in full and a new invoice.
import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { oldGoldOnInvoice } from './old-gold-line';
import { getDb, type Executor, rowsOf } from '@/lib/server/db';
import { orderItems, orders, taxDocuments, type OrderRow, type TaxDocumentRow } from '@/lib/server/db/schema';
import { readShopSettings } from '@/lib/server/settings';
import { rupeesInWords } from '@/lib/shared/gst/amount-in-words';
import type { InvoiceDocument, InvoiceParty } from '@/lib/shared/gst/invoice-document';
import {
  documentNumber,
  financialYear,
  invoiceTaxLines,
  invoiceTotals,
  type InvoiceInputLine,
} from '@/lib/shared/gst/invoice-tax';
import { renderTaxDocument } from './invoice-pdf';
import { gstStateCode } from '@/lib/shared/india-states';
import { lineDiscounts, orderCouponLabel } from '@/lib/server/coupons';
import { engravingOfLine, jewelleryOf, stonesOfLine } from '@/lib/shared/gst/jewellery-detail';
import type { SellerInfo } from '@/lib/shared/schemas/settings-schema';

/** The next number of a series, taken in the caller's transaction (the counter row stays locked until it ends). */
export async function nextSequence(tx: Executor, kind: TaxDocumentRow['kind'], fy: string): Promise<number> {
  const [row] = rowsOf<{ last_sequence: number }>(
    await tx.execute(sql`
      INSERT INTO tax_document_counters (kind, financial_year, last_sequence) VALUES (${kind}, ${fy}, 1)
      ON CONFLICT (kind, financial_year) DO UPDATE SET last_sequence = tax_document_counters.last_sequence + 1
      RETURNING last_sequence`),
  );
  return Number(row!.last_sequence);
}

export function supplierOf(seller: SellerInfo): InvoiceDocument['supplier'] {
  return {
    name: seller.legal_name,
    address: [seller.address_line_1, seller.address_line_2, `${seller.city} ${seller.postal_code}`].filter(Boolean),
    state: seller.state,
    stateCode: gstStateCode(seller.state),
    gstin: seller.gstin,
    ...(seller.signatory_name?.trim() ? { signatory: seller.signatory_name.trim() } : {}),
  };
}

function customerOf(order: OrderRow): InvoiceParty {
  const a = order.shippingAddress;
  return {
    name: a.full_name,
    address: [a.address_line_1, a.address_line_2, `${a.city} ${a.postal_code}`, a.country].filter(Boolean),
    state: a.state,
    stateCode: gstStateCode(a.state),
    phone: a.phone,
    ...(a.email ? { email: a.email } : {}),
    ...(order.buyerPan ? { pan: order.buyerPan } : {}),
    ...(order.form60 && !order.buyerPan ? { form60: true as const } : {}),
  };
}

async function linesOf(tx: Executor, orderId: number): Promise<InvoiceInputLine[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return items.map((item) => ({
    description:
      (item.size ? `${item.productName} (size ${item.size})` : item.productName) +
      stonesOfLine(item) +
      engravingOfLine(item),
    hsn: item.hsnCode,
    quantity: item.quantity,
    unitPricePaise: item.unitPricePaise,
    huids: item.huids,
    ...(item.priceBreakup ? jewelleryOf(item.priceBreakup, item.engravingPaise) : {}),
  }));
}

export async function invoiceOf(db: Executor, orderId: number): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice'), isNull(taxDocuments.replacedAt)));
  return row ?? null;
}

/** The PDF of a kept document, by id (mail attachments are drawn when sent): the bytes issued. */
export async function taxDocumentPdf(id: number): Promise<Buffer> {
  const db = await getDb();
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  if (!row) throw new Error(`tax document ${id} is gone`);
  return pdfOf(db, row);
}

/** Whether an order has left the shop, so that it is invoiced: shipped at some point. */
export const invoiceable = (order: Pick<OrderRow, 'shippedAt'>) => order.shippedAt !== null;

/** Inserts a document with its PDF, drawn once here: the bytes every later download sends. */
export async function insertDocument(
  tx: Executor,
  values: Omit<typeof taxDocuments.$inferInsert, 'pdf'> & { document: InvoiceDocument },
): Promise<TaxDocumentRow> {
  const pdf = await renderTaxDocument(values.document);
  const [row] = await tx
    .insert(taxDocuments)
    .values({ ...values, pdf })
    .returning();
  return row!;
}

/** The PDF of a kept document: its issued bytes. One issued before they were kept is drawn once and kept. */
export async function pdfOf(db: Executor, row: TaxDocumentRow): Promise<Buffer> {
  if (row.pdf) return row.pdf;
  const pdf = await renderTaxDocument(row.document);
  const [kept] = await db
    .update(taxDocuments)
    .set({ pdf })
    .where(and(eq(taxDocuments.id, row.id), isNull(taxDocuments.pdf)))
    .returning({ pdf: taxDocuments.pdf });
  if (kept?.pdf) return kept.pdf;
  const [again] = await db.select({ pdf: taxDocuments.pdf }).from(taxDocuments).where(eq(taxDocuments.id, row.id));
  return again?.pdf ?? pdf;
}

/**
 * The shipped order's tax invoice, issued now in the caller's transaction if it has none. None before it
 * ships, and none while the shop has not entered its seller details (GSTIN, legal name): it is issued when
 * first asked for after that.
 */
export async function issueInvoice(tx: Executor, orderId: number): Promise<TaxDocumentRow | null> {
  const existing = await invoiceOf(tx, orderId);
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !invoiceable(order)) return null;
  const { seller } = await readShopSettings(tx);
  if (!seller) return null;
  const issuedAt = new Date();
  const fy = financialYear(issuedAt);
  const sequence = await nextSequence(tx, 'invoice', fy);
  const number = documentNumber('invoice', seller.invoice_prefix, fy, sequence);
  const customer = customerOf(order);
  const supplier = supplierOf(seller);
  const intraState = supplier.stateCode !== null && supplier.stateCode === customer.stateCode;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const lines = invoiceTaxLines(
    await linesOf(tx, orderId),
    order.discountPaise,
    intraState,
    lineDiscounts(order, items),
  );
  const totals = invoiceTotals(lines);
  const document: InvoiceDocument = {
    kind: 'invoice',
    number,
    issuedAt: issuedAt.toISOString(),
    orderId,
    orderDate: order.createdAt.toISOString(),
    supplier,
    billTo: customer,
    shipTo: customer,
    placeOfSupply: { state: customer.state, stateCode: customer.stateCode },
    intraState,
    lines,
    totals,
    ...(orderCouponLabel(order) && { discountLabel: orderCouponLabel(order)! }),
    totalInWords: rupeesInWords(totals.totalPaise),
    ...(await oldGoldOnInvoice(tx, order, totals.totalPaise)),
    reverseCharge: 'No',
    testMode: order.testMode,
  };
  return insertDocument(tx, { kind: 'invoice', number, financialYear: fy, sequence, orderId, document, issuedAt });
}

/** The invoice of a shipped order, issued in its own transaction if it is still missing (seller details came later). */
export async function ensureInvoice(orderId: number): Promise<TaxDocumentRow | null> {
  const db = await getDb();
  return (await invoiceOf(db, orderId)) ?? db.transaction((tx) => issueInvoice(tx, orderId));
}

/** HUIDs entered when shipping go on the order's lines, before its invoice is issued (which prints them). */
export async function recordHuids(tx: Executor, orderId: number, huidsByItem: Map<number, string[]>): Promise<void> {
  for (const [itemId, huids] of huidsByItem) {
    await tx
      .update(orderItems)
      .set({ huids })
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  }
}
