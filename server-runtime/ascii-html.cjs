// @ts-check
'use strict';
// A cached HTML page rewritten to pure ASCII without changing the document a browser builds from it:
// beyond ASCII, text and attribute values get numeric character references (₹ becomes &#8377;), the
// contents of <script> get JavaScript escapes (\u20b9; such characters occur there only inside the JSON and
// string literals of React's payload and JSON-LD) and <style> gets CSS escapes (\20b9 ).
//
// Why: Node writes a page held as a two-byte JavaScript string (any character beyond Latin-1, such as the
// rupee sign in every price) several times slower than a one-byte one. A cached page is written on every
// request, so it is stored in the form that is cheap to write (shared-cache-handler.cjs). Plain CommonJS: Next
// loads its cache handler at run time, outside the bundler.

const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/** @param {string} text */
const charRefs = (text) => text.replace(/[^\x00-\x7f]/gu, (ch) => `&#${ch.codePointAt(0)};`);
// Each UTF-16 unit on its own, so a character beyond U+FFFF becomes its surrogate pair (\ud83d\udc8d).
/** @param {string} code */
const jsEscapes = (code) =>
  code.replace(/[^\x00-\x7f]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** @param {string} css */
const cssEscapes = (css) =>
  css.replace(/[^\x00-\x7f]/gu, (ch) => `\\${/** @type {number} */ (ch.codePointAt(0)).toString(16)} `);

/**
 * The page as ASCII, in a one-byte string. Escaping alone is not enough: V8 keeps a string built from a
 * two-byte one two-byte even when every character left is ASCII, so the result is decoded afresh.
 * @param {string} html
 * @returns {string}
 */
function asciiHtml(html) {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, tag, body, close] = match;
    out +=
      charRefs(html.slice(last, match.index)) +
      open +
      (tag.toLowerCase() === 'script' ? jsEscapes(body) : cssEscapes(body)) +
      close;
    last = match.index + whole.length;
  }
  out += charRefs(html.slice(last));
  return Buffer.from(out, 'latin1').toString('latin1');
}

module.exports = { asciiHtml };
