import 'server-only';
export { sanitizeStoredHtml } from './sanitize-html';
export { htmlToText } from './html-to-text';
