// @ts-check
'use strict';

// What the process's caches share: whether they may serve at all, when each tag was last expired, and the
// Redis connection that carries entries and expiries between instances (REDIS_URL, redis-connection.cjs).
// One object per process, kept on globalThis: Next loads the cache handler on its own and bundles each route
// with its own copy of the app's modules, and all of them must see the same state.
//   mode 'local'   no REDIS_URL (the embedded default): memory only, as one instance is the whole shop.
//   mode 'shared'  Redis answers: entries and expiries go through it.
//   mode 'down'    REDIS_URL is set but Redis does not answer: nothing is served from cache (another
//                  instance may have changed the catalogue unheard), every read goes to the database.
const { connectRedis } = require('./redis-connection.cjs');
const { processEnv } = require('./environment.cjs');

/**
 * What the caches keep for one key, in memory and in Redis: Next's value (a page or route answer for the page
 * handler, the serialized bytes of a 'use cache' read for the other), when it was made and what expires it.
 * @template [V=unknown]
 * @typedef {object} StoredEntry
 * @property {number} lastModified when it was made (ms since the epoch); a tag expired since then expires it
 * @property {V} value
 * @property {string[]} tags
 * @property {CacheControl} [cacheControl]
 * @property {number} [stale] a 'use cache' entry's stale time (s)
 */
/** @typedef {{ revalidate?: number | false; expire?: number }} CacheControl */
/**
 * The process's memory of entries, bounded by bytes (memory-store.cjs).
 * @typedef {{ entries: Map<string, { entry: StoredEntry; size: number }>; bytes: number; limit: number }} MemoryStore
 */
/**
 * The Redis connection as the caches use it. `space` is the build id for pages, 'use-cache' for cached reads.
 * @typedef {object} SharedRedis
 * @property {(space: string, key: string) => Promise<StoredEntry | null>} getEntry
 * @property {(space: string, key: string, entry: StoredEntry) => Promise<void>} setEntry
 * @property {(space: string, key: string) => Promise<void>} deleteEntry
 * @property {(tags: string[], at: number) => Promise<void>} publishExpiry
 * @property {() => Promise<unknown>} ping
 * @property {() => Promise<void>} close
 */
/** @typedef {'local' | 'shared' | 'down'} SharedCacheMode */
/**
 * @typedef {object} SharedCacheState
 * @property {SharedCacheMode} mode
 * @property {Map<string, number>} tagTimes when each tag was last expired (ms)
 * @property {Set<() => void>} onRemoteChange
 * @property {Map<string, number>} unpublished
 * @property {MemoryStore | undefined} memory
 * @property {SharedRedis | undefined} redis
 */

const STATE_KEY = Symbol.for('jewelry-storefront.shared-cache');

function redisUrl() {
  const configured = processEnv().REDIS_URL;
  const url = configured && configured.trim();
  // The build needs nothing running: it caches in memory only.
  if (!url || processEnv().NEXT_PHASE === 'phase-production-build') return undefined;
  return url;
}

/**
 * A state of its own: the process's one is sharedCacheState(); tests make more to play several instances.
 * @param {string | undefined} url
 * @returns {SharedCacheState}
 */
function createSharedCacheState(url) {
  /** @type {SharedCacheState} */
  const state = {
    mode: url ? 'down' : 'local',
    tagTimes: new Map(),
    /** Called when entries may have changed elsewhere (another instance expired tags, Redis came back). */
    onRemoteChange: new Set(),
    /** Tags expired here while Redis was away: published when it is back, so no instance serves them. */
    unpublished: new Map(),
    memory: undefined,
    redis: undefined,
  };
  if (url) state.redis = connectRedis(state, url);
  return state;
}

/** @returns {SharedCacheState} */
function sharedCacheState() {
  const store = /** @type {{ [STATE_KEY]?: SharedCacheState }} */ (globalThis);
  store[STATE_KEY] ??= createSharedCacheState(redisUrl());
  return store[STATE_KEY];
}

module.exports = { sharedCacheState, createSharedCacheState };
