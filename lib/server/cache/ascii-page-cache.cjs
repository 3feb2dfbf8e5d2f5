'use strict';
// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, unchanged, except
// that the HTML of every cached page is kept as ASCII in a one-byte string (ascii-html.cjs). Pages are
// stored that way when rendered (set) and converted once when read from a build's prerendered files (get);
// the in-memory copy Next serves from is then written to each shopper without transcoding. Each page also
// gets the script policy of its own inline scripts (inline-script-policy.cjs), which Next sends with it.
// Next's FileSystemCache is imported from its build output: Next has no public name for it (it is pinned
// in package.json; lib/server/cache/ascii-page-cache.test.ts fails if the path moves).
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { asciiHtml } = require('./ascii-html.cjs');
const { inlineScriptPolicy } = require('./inline-script-policy.cjs');

const POLICY_HEADER = 'content-security-policy';

const isPage = (value) => Boolean(value) && value.kind === 'APP_PAGE' && typeof value.html === 'string';
/** Entries already converted: the memory cache hands out the same object on every hit. */
const converted = new WeakSet();

/** The page as ASCII, and its policy computed from exactly that HTML (the bytes a browser hashes). */
function prepare(value) {
  value.html = asciiHtml(value.html);
  // The dev server's React tooling evaluates code, which only next.config's dev policy allows.
  if (process.env.NODE_ENV !== 'development') value.headers = { ...value.headers, [POLICY_HEADER]: inlineScriptPolicy(value.html) };
  converted.add(value);
}

class AsciiPageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry && entry.value;
    if (isPage(value) && !converted.has(value)) prepare(value);
    return entry;
  }

  /**
   * Changes the entry in place: on a miss Next serves the very object it stores, after this returns, so the
   * page just rendered goes out as ASCII and with its policy too.
   */
  async set(key, data, ...rest) {
    if (isPage(data)) prepare(data);
    return super.set(key, data, ...rest);
  }
}

module.exports = AsciiPageCache;
