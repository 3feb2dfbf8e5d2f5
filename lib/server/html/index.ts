import 'server-only';
export { escapeHtml } from './escape-html';
