import 'server-only';
export { invoiceAttachment } from './invoice-pdf';
export {
  issueInvoice,
  invoiceOf,
  recordHuids,
  reissueInvoiceWithHuids,
  reverseInvoice,
  issueCreditNote,
  taxDocumentPdf,
  type CreditLines,
  type CreditBasis,
} from './tax-documents';
export { fontBuffers, line as pdfLine, wrapped as pdfWrapped, money as pdfMoney } from './invoice-pdf-drawing';
