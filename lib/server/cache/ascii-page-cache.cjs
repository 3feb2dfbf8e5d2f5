'use strict';
// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, unchanged, except
// that the HTML of every cached page is kept as ASCII in a one-byte string (ascii-html.cjs). Pages are
// stored that way when rendered (set) and converted once when read from a build's prerendered files (get);
// the in-memory copy Next serves from is then written to each shopper without transcoding.
// Next's FileSystemCache is imported from its build output: Next has no public name for it (it is pinned
// in package.json; lib/server/cache/ascii-page-cache.test.ts fails if the path moves).
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { asciiHtml } = require('./ascii-html.cjs');

const isPage = (value) => Boolean(value) && value.kind === 'APP_PAGE' && typeof value.html === 'string';
/** Entries already converted: the memory cache hands out the same object on every hit. */
const converted = new WeakSet();

class AsciiPageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry && entry.value;
    if (isPage(value) && !converted.has(value)) {
      value.html = asciiHtml(value.html);
      converted.add(value);
    }
    return entry;
  }

  async set(key, data, ...rest) {
    return super.set(key, isPage(data) ? { ...data, html: asciiHtml(data.html) } : data, ...rest);
  }
}

module.exports = AsciiPageCache;
