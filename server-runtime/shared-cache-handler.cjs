// @ts-check
'use strict';
// Next's cache handler for whole pages and route answers (next.config.mjs `cacheHandler`), written against its
// public interface (get, set, revalidateTag, resetRequestCache); the 'use cache' reads the pages are made of
// have their own (use-cache-handler.cjs) in the same places. It keeps the shop's cached pages:
//   - in this process's memory, bounded by CACHE_MEMORY_MB (LRU, memory-store.cjs), always;
//   - and in Redis when REDIS_URL is set, so every instance of the shop serves what any one of them
//     rendered, and a tag one instance expires is expired on all of them (published at once, kept in a
//     hash that an instance reads again whenever it reconnects).
// With REDIS_URL set and Redis unreachable, nothing is served from cache at all: another instance may have
// changed the catalogue meanwhile and this one would not hear of it. Pages and the API answer from the
// database, slower, and caching resumes when Redis is back (shared-cache-state.cjs, redis-connection.cjs).
//
// Nothing of a build's prerendered output is read: catalogue pages are rendered on their first request
// after a deploy (the build reads no database) and cached from then on.
//
// Each page is kept with its HTML as ASCII in a one-byte string (ascii-html.cjs), which Node writes several
// times faster than a page holding the rupee sign, and with the script policy of its own inline scripts
// (inline-script-policy.cjs), which Next sends with it.
const { asciiHtml } = require('./ascii-html.cjs');
const { inlineScriptPolicy } = require('./inline-script-policy.cjs');
const { entrySize } = require('./cache-codec.cjs');
const { memoryGet, memorySet, memoryDelete, expiredSince, expireTags } = require('./memory-store.cjs');
const { sharedCacheState } = require('./shared-cache-state.cjs');

/** @typedef {import('./shared-cache-state.cjs').SharedCacheState} SharedCacheState */
/** @typedef {import('./shared-cache-state.cjs').CacheControl} CacheControl */
/**
 * One of Next's cache values (its IncrementalCacheValue): a page, a route's answer, a fetch. Only a page's
 * html and headers are read or changed here; the rest is kept as it came.
 * @typedef {{
 *   kind: string;
 *   html?: unknown;
 *   headers?: import('node:http').OutgoingHttpHeaders;
 *   tags?: unknown;
 *   [key: string]: unknown;
 * }} CacheValue
 */
/** @typedef {CacheValue & { html: string }} PageValue */
/**
 * What Next passes with a get or a set: the tags it asks about, the entry's cache control.
 * @typedef {{ tags?: unknown; softTags?: unknown; cacheControl?: CacheControl; [key: string]: unknown }} CacheContext
 */
/** @typedef {import('./shared-cache-state.cjs').StoredEntry<CacheValue>} PageEntry */

const POLICY_HEADER = 'content-security-policy';
const TAGS_HEADER = 'x-next-cache-tags';
/** Next's kind of a cached App Router page (its CachedRouteKind). */
const PAGE_KIND = 'APP_PAGE';

/**
 * @param {CacheValue | null | undefined} value
 * @returns {value is PageValue}
 */
function isPage(value) {
  return value != null && value.kind === PAGE_KIND && typeof value.html === 'string';
}

/** @param {PageValue} value */
function preparePage(value) {
  value.html = asciiHtml(value.html);
  // The dev server's React tooling evaluates code, which only next.config's dev policy allows.
  if (process.env.NODE_ENV !== 'development')
    value.headers = { ...value.headers, [POLICY_HEADER]: inlineScriptPolicy(value.html) };
}

/**
 * A page that answered a redirect or an error (an unknown size, a missing product, a page past the end) is not
 * kept: its address is whatever the caller typed, so keeping each would let one client fill the cache with
 * spellings and push out the shop's real pages. It is rendered again when asked for, and a page kept from
 * before it went away is forgotten. The render has already put a redirect's Location on the response; Next
 * adds the value's headers to it as well, so the value's copy is dropped and the answer carries one.
 * @param {CacheValue} value
 */
function isPassingAnswer(value) {
  if (value.kind !== PAGE_KIND || typeof value.status !== 'number' || value.status < 300) return false;
  if (value.headers) delete value.headers.location;
  return true;
}

/**
 * The tags an entry answers to: the page's own header, a cached read's tags, and the path tags Next adds.
 * @param {CacheValue | null} value
 * @param {CacheContext | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  /** @type {Set<string>} */
  const tags = new Set();
  const header = value && value.headers && value.headers[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const list of [ctx && ctx.tags, ctx && ctx.softTags, value && value.tags])
    if (Array.isArray(list)) for (const tag of list) tags.add(tag);
  return [...tags];
}

/**
 * True when a tag of the entry, or one Next asks about now (the request's path), was expired at or after
 * the entry was made.
 * @param {SharedCacheState} state
 * @param {PageEntry} entry
 * @param {string[]} askedTags
 */
function isExpiredByTag(state, entry, askedTags) {
  return expiredSince(state, entry.tags, entry.lastModified) || expiredSince(state, askedTags, entry.lastModified);
}

class SharedCacheHandler {
  // What this handler assumes of Next's cache entries, named for tests/framework-contract.test.ts.
  static TAGS_HEADER = TAGS_HEADER;
  static PAGE_KIND = PAGE_KIND;

  /**
   * Next passes its own context (serverDistDir among others); tests pass a state of their own to play two
   * instances in one process, which Next never does.
   * @param {{ serverDistDir?: string; sharedCacheState?: SharedCacheState; [key: string]: unknown }} [ctx]
   */
  constructor(ctx) {
    this.buildId = readBuildId(ctx && ctx.serverDistDir);
    this.state = (ctx && ctx.sharedCacheState) || sharedCacheState();
  }

  /**
   * @param {string} key
   * @param {CacheContext} [ctx]
   * @returns {Promise<{ lastModified: number; value: CacheValue; cacheControl: CacheControl | undefined } | null>}
   */
  async get(key, ctx) {
    const state = this.state;
    if (state.mode === 'down') return null;
    let entry = /** @type {PageEntry | null | undefined} */ (memoryGet(state, key));
    if (!entry && state.mode === 'shared' && state.redis) {
      entry = /** @type {PageEntry | null} */ (await state.redis.getEntry(this.buildId, key).catch(() => null));
      if (entry) {
        if (isPage(entry.value)) preparePage(entry.value);
        memorySet(state, key, entry, entrySize(entry.value) + key.length);
      }
    }
    if (!entry) return null;
    if (isExpiredByTag(state, entry, tagsOf(null, ctx))) {
      memoryDelete(state, key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * Changes a page in place: on a miss Next serves the very object it stores, after this returns, so the
   * page just rendered goes out as ASCII and with its policy too.
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {CacheContext} [ctx]
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    const state = this.state;
    if (isPage(data)) preparePage(data);
    if (data == null || isPassingAnswer(data)) {
      memoryDelete(state, key);
      if (state.mode === 'shared' && state.redis) {
        await state.redis.deleteEntry(this.buildId, key).catch(() => undefined);
      }
      return;
    }
    if (state.mode === 'down') return;
    /** @type {PageEntry} */
    const entry = {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx && ctx.cacheControl,
      tags: tagsOf(data, ctx),
    };
    memorySet(state, key, entry, entrySize(entry.value) + key.length);
    if (state.mode === 'shared' && state.redis) {
      await state.redis.setEntry(this.buildId, key, entry).catch(() => undefined);
    }
  }

  /**
   * @param {string | string[]} tags
   * @returns {Promise<void>}
   */
  async revalidateTag(tags) {
    await expireTags(this.state, Array.isArray(tags) ? tags : [tags]);
  }

  resetRequestCache() {}
}

/**
 * The build's id, read once per build folder. Next makes a new handler for every request it answers (each
 * request gets its own incremental cache), and reading BUILD_ID from disk in each one was a synchronous file
 * read on every page served: in a profile of the home page under load, the most time any code of ours took.
 */
/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * @param {string | undefined} serverDistDir
 * @returns {string}
 */
function readBuildId(serverDistDir) {
  if (!serverDistDir) return 'dev';
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = require('node:fs')
        .readFileSync(require('node:path').join(serverDistDir, '..', 'BUILD_ID'), 'utf8')
        .trim();
    } catch {
      id = 'dev';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

module.exports = SharedCacheHandler;
