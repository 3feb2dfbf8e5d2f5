// Who may read a tax invoice or credit note: the shopper of the order (their own orders only; anyone else's
// is answered as not found, like their orders), and back-office roles that handle orders.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, taxDocuments, type TaxDocumentRow } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { INVOICE_MESSAGES } from '@/lib/shared/messages/invoice';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { INVOICE_COPIES, renderTaxDocument, taxDocumentFilename } from './invoice-pdf';
import { ensureInvoice, invoiceable, pdfOf } from './tax-documents';

export type TaxDocumentFile = { filename: string; pdf: Buffer };

async function fileOf(row: TaxDocumentRow): Promise<TaxDocumentFile> {
  return { filename: taxDocumentFilename(row.number), pdf: await pdfOf(await getDb(), row) };
}

/**
 * The order's invoice, issued now if the order shipped and the shop's GST details came after that. The buyer
 * gets the original as issued; the shop gets the three copies Rule 48 asks of goods (original, duplicate for
 * the transporter, triplicate for itself), drawn from the same kept document so they say the same.
 */
async function invoiceFile(orderId: number, shipped: boolean, copies: 'original' | 'all'): Promise<TaxDocumentFile> {
  if (!shipped) throw notFound(INVOICE_MESSAGES.notYet);
  const invoice = await ensureInvoice(orderId);
  if (!invoice) throw notFound(INVOICE_MESSAGES.noSeller);
  if (copies === 'original') return fileOf(invoice);
  return {
    filename: taxDocumentFilename(invoice.number),
    pdf: await renderTaxDocument(invoice.document, INVOICE_COPIES),
  };
}

async function documentFile(orderId: number, documentId: number): Promise<TaxDocumentFile> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, documentId), eq(taxDocuments.orderId, orderId)));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return fileOf(row);
}

/** Whether the order has shipped (is invoiced); not found when it does not exist or, given a shopper, is not theirs. */
async function orderShipped(orderId: number, userId?: number): Promise<{ shipped: boolean }> {
  const db = await getDb();
  const own = userId === undefined ? undefined : eq(orders.userId, userId);
  const [row] = await db
    .select({ shippedAt: orders.shippedAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), own));
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return { shipped: invoiceable(row) };
}

export async function shopperInvoice(userId: number, orderId: number): Promise<TaxDocumentFile> {
  return invoiceFile(orderId, (await orderShipped(orderId, userId)).shipped, 'original');
}

export async function shopperDocument(userId: number, orderId: number, documentId: number): Promise<TaxDocumentFile> {
  await orderShipped(orderId, userId);
  return documentFile(orderId, documentId);
}

export async function staffInvoice(actor: StaffActor, orderId: number): Promise<TaxDocumentFile> {
  authorize(actor, 'orders');
  return invoiceFile(orderId, (await orderShipped(orderId)).shipped, 'all');
}

export async function staffDocument(actor: StaffActor, orderId: number, documentId: number): Promise<TaxDocumentFile> {
  authorize(actor, 'orders');
  await orderShipped(orderId);
  return documentFile(orderId, documentId);
}
