// @ts-check
'use strict';
// The script policy of one cached page: its own inline scripts, by SHA-256 hash. Catalogue pages are
// prerendered or regenerated HTML, so they cannot carry a per-request nonce, and the inline scripts Next
// writes (the RSC payload's `self.__next_f.push(...)`, the bootstrap) differ per page and per rebuild. The
// cache handler (shared-cache-handler.cjs) sees every such page whole, so it lists them here and Next sends the
// result with the page as a second Content-Security-Policy header. A browser enforces every policy it is
// given: next.config's fixed policy still allows inline scripts (it also covers answers that are not
// cached), this one allows only the listed ones, so no inline script runs unless the page was built with it.
const { createHash } = require('node:crypto');

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; anything else (application/ld+json, …) is a data block that never executes. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The 'sha256-…' sources of a page's executable inline scripts.
 * @param {string} html
 * @returns {string[]}
 */
function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The header value: scripts from our origin, and inline ones only by hash.
 * @param {string} html
 * @returns {string}
 */
function inlineScriptPolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ');
}

module.exports = { inlineScriptHashes, inlineScriptPolicy };
