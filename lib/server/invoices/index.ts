import 'server-only';
export { invoiceAttachment } from './invoice-pdf';
export { issueInvoice, invoiceOf, recordHuids, taxDocumentPdf } from './tax-documents';
export {
  reissueInvoiceWithHuids,
  reverseInvoice,
  issueCreditNote,
  issueReturnCreditNote,
  type CreditLines,
  type CreditBasis,
} from './credit-notes';
export { fontBuffers, line as pdfLine, wrapped as pdfWrapped, money as pdfMoney } from './invoice-pdf-drawing';
