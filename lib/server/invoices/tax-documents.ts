// Tax invoices and credit notes (Rules 46 and 53 of the CGST Rules). A paid order gets its invoice
// in the transaction that confirms it; a refund gets a credit note in the transaction that records it. Each
// takes the next number of its series for the financial year from a counter row that stays locked until that
// transaction commits, so concurrent payments get consecutive numbers and a rolled-back one leaves no gap.
// What the document says is worked out once and kept (tax_documents.document): the PDF is drawn from it.
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor, rowsOf } from '@/lib/server/db';
import {
  orderItems,
  orders,
  taxDocuments,
  type OrderRow,
  type RefundRow,
  type TaxDocumentRow,
} from '@/lib/server/db/schema';
import { readShopSettings } from '@/lib/server/settings';
import { rupeesInWords } from '@/lib/shared/gst/amount-in-words';
import type { InvoiceDocument, InvoiceParty } from '@/lib/shared/gst/invoice-document';
import {
  documentNumber,
  financialYear,
  invoiceTaxLines,
  invoiceTotals,
  shareOut,
  type InvoiceInputLine,
} from '@/lib/shared/gst/invoice-tax';
import { gstStateCode } from '@/lib/shared/india-states';
import { lineDiscounts, orderCouponLabel } from '@/lib/server/coupons';
import { engravingOfLine, jewelleryOf, stonesOfLine } from '@/lib/shared/gst/jewellery-detail';
import type { SellerInfo } from '@/lib/shared/schemas/settings-schema';

/** The next number of a series, taken in the caller's transaction (the counter row stays locked until it ends). */
async function nextSequence(tx: Executor, kind: TaxDocumentRow['kind'], fy: string): Promise<number> {
  const [row] = rowsOf<{ last_sequence: number }>(
    await tx.execute(sql`
      INSERT INTO tax_document_counters (kind, financial_year, last_sequence) VALUES (${kind}, ${fy}, 1)
      ON CONFLICT (kind, financial_year) DO UPDATE SET last_sequence = tax_document_counters.last_sequence + 1
      RETURNING last_sequence`),
  );
  return Number(row!.last_sequence);
}

function supplierOf(seller: SellerInfo): InvoiceDocument['supplier'] {
  return {
    name: seller.legal_name,
    address: [seller.address_line_1, seller.address_line_2, `${seller.city} ${seller.postal_code}`].filter(Boolean),
    state: seller.state,
    stateCode: gstStateCode(seller.state),
    gstin: seller.gstin,
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
    ...(item.priceBreakup ? jewelleryOf(item.priceBreakup) : {}),
  }));
}

export async function invoiceOf(db: Executor, orderId: number): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row ?? null;
}

/**
 * The paid order's tax invoice, issued now in the caller's transaction if it has none. None while the shop
 * has not entered its seller details (GSTIN, legal name): it is issued when first asked for after that.
 */
export async function issueInvoice(tx: Executor, orderId: number): Promise<TaxDocumentRow | null> {
  const existing = await invoiceOf(tx, orderId);
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paidAt) return null;
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
    reverseCharge: 'No',
    testMode: order.testMode,
  };
  const [row] = await tx
    .insert(taxDocuments)
    .values({ kind: 'invoice', number, financialYear: fy, sequence, orderId, document, issuedAt })
    .returning();
  return row!;
}

/** The invoice of a paid order, issued in its own transaction if it is still missing (seller details came later). */
export async function ensureInvoice(orderId: number): Promise<TaxDocumentRow | null> {
  const db = await getDb();
  return (await invoiceOf(db, orderId)) ?? db.transaction((tx) => issueInvoice(tx, orderId));
}

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
  const invoice = await invoiceOf(tx, refund.orderId);
  if (!invoice) return null;
  const { seller } = await readShopSettings(tx);
  const source = invoice.document;
  const issuedAt = new Date();
  const fy = financialYear(issuedAt);
  const sequence = await nextSequence(tx, 'credit_note', fy);
  const prefix = seller?.invoice_prefix ?? source.number.split('/')[0]!;
  const number = documentNumber('credit_note', prefix, fy, sequence);
  const byPieces = typeof credit === 'object' && credit.weights.length === source.lines.length;
  const pieces = byPieces && credit.weights.some((w) => w > 0) ? credit : null;
  const shares = shareOut(refund.amountPaise, pieces ? pieces.weights : source.lines.map((l) => l.totalPaise));
  const quantityOf = (line: InvoiceDocument['lines'][number], i: number) =>
    pieces ? pieces.quantities[i]! : credit === 'all-pieces' ? line.quantity : 0;
  const refunded = source.lines
    .map((line, i) => ({ line, share: shares[i]!, quantity: quantityOf(line, i) }))
    .filter(({ share }) => share > 0)
    .map(({ line, share, quantity }) => ({
      description: line.description,
      hsn: line.hsn,
      quantity,
      unitPricePaise: share,
      huids: line.huids,
      ...(line.jewellery ? { jewellery: line.jewellery } : {}),
    }));
  // Each refunded share is one amount for its line: quantity 1 keeps the arithmetic that of the invoice.
  const lines = invoiceTaxLines(
    refunded.map((l) => ({ ...l, quantity: 1 })),
    0,
    source.intraState,
  ).map((line, i) => ({ ...line, quantity: refunded[i]!.quantity }));
  const totals = invoiceTotals(lines);
  const document: InvoiceDocument = {
    ...source,
    kind: 'credit_note',
    number,
    issuedAt: issuedAt.toISOString(),
    invoiceNumber: source.number,
    invoiceDate: source.issuedAt,
    reason: refund.reason || 'Refund',
    lines,
    totals,
    totalInWords: rupeesInWords(totals.totalPaise),
  };
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'credit_note',
      number,
      financialYear: fy,
      sequence,
      orderId: refund.orderId,
      refundId: refund.id,
      document,
      issuedAt,
    })
    .returning();
  return row!;
}

export async function taxDocumentsOf(db: Executor, orderId: number): Promise<TaxDocumentRow[]> {
  return db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));
}

/** HUIDs entered when shipping go on the order's lines and onto its invoice (they are not part of the tax). */
export async function recordHuids(tx: Executor, orderId: number, huidsByItem: Map<number, string[]>): Promise<void> {
  const items = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  for (const item of items) {
    const huids = huidsByItem.get(item.id);
    if (huids) await tx.update(orderItems).set({ huids }).where(eq(orderItems.id, item.id));
  }
  const invoice = await invoiceOf(tx, orderId);
  if (!invoice) return;
  const lines = invoice.document.lines.map((line, i) => ({
    ...line,
    huids: huidsByItem.get(items[i]?.id ?? -1) ?? line.huids,
  }));
  await tx
    .update(taxDocuments)
    .set({ document: { ...invoice.document, lines } })
    .where(eq(taxDocuments.id, invoice.id));
}
