// @ts-check
'use strict';
// Next's handler for 'use cache' (next.config.mjs `cacheHandlers.default`), written against its public
// interface (get, set, refreshTags, getExpiration, updateTags). The catalogue reads of the pages
// (cached-reads.ts) are kept where the pages are (shared-cache-handler.cjs):
//   - in this process's memory, bounded together with the pages by CACHE_MEMORY_MB (memory-store.cjs);
//   - and in Redis when REDIS_URL is set, so a read one instance made serves all of them, and a tag one
//     instance expires (a price changed in the back office) is expired on all of them within a second.
// With REDIS_URL set and Redis unreachable nothing is served from here: every read goes to the database.
//
// Entries are kept as the bytes Next serialized them to; each get hands out a new stream over them.
const { memoryGet, memorySet, memoryDelete, expiredSince, expireTags } = require('./memory-store.cjs');
const { sharedCacheState } = require('./shared-cache-state.cjs');

/** @typedef {import('./shared-cache-state.cjs').SharedCacheState} SharedCacheState */
/**
 * A cached read as kept: the bytes Next serialized it to, and its times as Next gave them.
 * @typedef {import('./shared-cache-state.cjs').StoredEntry<Buffer>
 *   & { stale: number; cacheControl: { revalidate: number; expire: number } }} ReadEntry
 */
/**
 * A 'use cache' entry as Next hands it over and takes it back (its CacheEntry).
 * @typedef {object} UseCacheEntry
 * @property {ReadableStream<Uint8Array>} value
 * @property {string[]} tags
 * @property {number} stale
 * @property {number} timestamp
 * @property {number} expire
 * @property {number} revalidate
 */
/**
 * Next's 'use cache' handler interface, as this file fills it in.
 * @typedef {object} UseCacheHandler
 * @property {(cacheKey: string, softTags: string[]) => Promise<UseCacheEntry | undefined>} get
 * @property {(cacheKey: string, pendingEntry: Promise<UseCacheEntry>) => Promise<void>} set
 * @property {() => Promise<void>} refreshTags
 * @property {(tags: string[]) => Promise<number>} getExpiration
 * @property {(tags: string[], durations?: { expire?: number }) => Promise<void>} updateTags
 */

/** Redis keeps these apart from the pages' entries (whose space is the build id): Next's key for a
 *  'use cache' entry already names the build. */
const SPACE = 'use-cache';
/** @param {string} cacheKey */
const keyOf = (cacheKey) => `${SPACE}:${cacheKey}`;

/**
 * @param {ReadableStream<Uint8Array>} stream
 * @returns {Promise<Buffer>}
 */
async function readAll(stream) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {Buffer} bytes
 * @returns {ReadableStream<Uint8Array>}
 */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/**
 * One handler for the process. `state` is the process's shared cache state; tests pass their own to play
 * two instances in one process.
 * @param {SharedCacheState} [state]
 * @returns {UseCacheHandler}
 */
function createUseCacheHandler(state = sharedCacheState()) {
  /**
   * Sets still being written, so a get for the same key waits for them instead of missing.
   * @type {Map<string, Promise<void>>}
   */
  const pending = new Map();

  /**
   * @param {string} key
   * @returns {Promise<ReadEntry | null | undefined>}
   */
  async function load(key) {
    let stored = /** @type {ReadEntry | null | undefined} */ (memoryGet(state, key));
    if (!stored && state.mode === 'shared' && state.redis) {
      stored = /** @type {ReadEntry | null} */ (await state.redis.getEntry(SPACE, key).catch(() => null));
      if (stored) memorySet(state, key, stored, stored.value.byteLength + key.length);
    }
    return stored;
  }

  return {
    async get(cacheKey, softTags) {
      const key = keyOf(cacheKey);
      const writing = pending.get(key);
      if (writing) await writing;
      if (state.mode === 'down') return undefined;
      const stored = await load(key);
      if (!stored) return undefined;
      // A tag of the entry, or of the page asking (its path), expired since it was made.
      if (
        expiredSince(state, stored.tags, stored.lastModified) ||
        expiredSince(state, softTags ?? [], stored.lastModified)
      ) {
        memoryDelete(state, key);
        return undefined;
      }
      return {
        value: streamOf(stored.value),
        tags: stored.tags,
        stale: stored.stale,
        timestamp: stored.lastModified,
        expire: stored.cacheControl.expire,
        revalidate: stored.cacheControl.revalidate,
      };
    },

    async set(cacheKey, pendingEntry) {
      const key = keyOf(cacheKey);
      const writing = (async () => {
        /** @type {UseCacheEntry} */
        let entry;
        /** @type {Buffer} */
        let bytes;
        try {
          entry = await pendingEntry;
          bytes = await readAll(entry.value);
        } catch {
          // A read that failed half way is not kept.
          return;
        }
        if (state.mode === 'down') return;
        /** @type {ReadEntry} */
        const stored = {
          lastModified: entry.timestamp,
          value: bytes,
          tags: entry.tags,
          stale: entry.stale,
          cacheControl: { revalidate: entry.revalidate, expire: entry.expire },
        };
        memorySet(state, key, stored, bytes.byteLength + key.length);
        if (state.mode === 'shared' && state.redis) {
          await state.redis.setEntry(SPACE, key, stored).catch(() => undefined);
        }
      })();
      pending.set(key, writing);
      try {
        await writing;
      } finally {
        if (pending.get(key) === writing) pending.delete(key);
      }
    },

    // Expiries from other instances arrive as they are published (redis-connection.cjs): nothing to fetch.
    async refreshTags() {},

    /** The latest expiry of these tags; Next treats an entry made before it as gone. */
    async getExpiration(tags) {
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, state.tagTimes.get(tag) ?? 0);
      return latest;
    },

    async updateTags(tags) {
      await expireTags(state, tags);
    },
  };
}

// Next loads this module's export as the handler; tests make more of them with createUseCacheHandler.
module.exports = Object.assign(createUseCacheHandler(), { createUseCacheHandler });
