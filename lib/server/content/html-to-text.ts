// HTML from elsewhere (a Shopify product's "Body (HTML)") as the plain text a product description is: the
// product editor saves text, and the page shows it as text. Tags, scripts and styles go through the same
// sanitizer as stored HTML (lib/server/content/sanitize-html.ts), with nothing allowed; blocks become lines.
import 'server-only';
import sanitize from 'sanitize-html';

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

export function htmlToText(html: string): string {
  const text = sanitize(html.replace(BLOCK_END, '$&\n'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
