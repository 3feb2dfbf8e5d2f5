// The one allow-list for HTML that comes from the database (legal pages, product descriptions) and is
// rendered with dangerouslySetInnerHTML. Anything not listed here is dropped: scripts with their text,
// event handlers, style attributes, iframes, and links whose scheme is not http, https, mailto or tel.
import 'server-only';
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Opens a link away from the shop in a new tab; rel keeps the opened page from reaching back. */
function safeLink(_tag: string, attribs: sanitize.Attributes): sanitize.Tag {
  const external = /^https?:/i.test(attribs.href ?? '');
  return {
    tagName: 'a',
    attribs: { ...attribs, rel: 'noopener noreferrer', ...(external ? { target: '_blank' } : {}) },
  };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The stored HTML is shown under a page or dialog heading (h1/h2), so its own top headings move down a
  // level and the outline stays in order for screen readers.
  transformTags: { h1: 'h3', h2: 'h3', a: safeLink },
  // A link that lost its href to the scheme filter would be a dead, focusable-looking anchor: keep its text only.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

export function sanitizeStoredHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
