import 'server-only';
export { taxDocumentPdf, invoiceAttachment } from './invoice-pdf';
export { issueInvoice, recordHuids, issueCreditNote, type CreditLines } from './tax-documents';
