import 'server-only';
export { sanitizeStoredHtml } from './sanitize-html';
