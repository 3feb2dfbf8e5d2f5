import 'server-only';
/**
 * Every shop or shopper value put into HTML we write by hand (mail, the sandbox payment window) goes through
 * here: settings are editable text and the payment window's values come from its query string.
 */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
