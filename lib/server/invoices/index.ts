import 'server-only';
export { taxDocumentPdf, invoiceAttachment } from './invoice-pdf';
export { issueInvoice, recordHuids, issueCreditNote, type CreditLines, type CreditBasis } from './tax-documents';
export { fontBuffers, line as pdfLine, wrapped as pdfWrapped, money as pdfMoney } from './invoice-pdf-drawing';
