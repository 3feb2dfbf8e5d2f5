// @ts-check
'use strict';

// What the process's caches share: whether they may serve at all, when each tag was last expired, and the
// Redis connection that carries entries and expiries between instances (REDIS_URL). One object per process,
// kept on globalThis: Next loads the cache handler on its own and bundles each route with its own copy of
// the app's modules, and all of them must see the same state.
//   mode 'local'   no REDIS_URL (the embedded default): memory only, as one instance is the whole shop.
//   mode 'shared'  Redis answers: entries and expiries go through it.
//   mode 'down'    REDIS_URL is set but Redis does not answer: nothing is served from cache (another
//                  instance may have changed the catalogue unheard), every read goes to the database.
/** Where the process notes what it last said of each Redis (one note for all of Next's cache handlers). */
const SAID_KEY = Symbol.for('jewelry-storefront.redis-said-down');

const { processEnv } = require('./environment.cjs');
const { randomUUID } = require('node:crypto');

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
const ENTRY_TTL_S = 7 * 24 * 3600;
/** A Redis command that has not answered by then counts as Redis being down for this request. */
const REDIS_TIMEOUT_MS = Number(processEnv().REDIS_TIMEOUT_MS || 500);

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
function withTimeout(promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)),
        REDIS_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

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

/** @param {SharedCacheState} state */
function notifyRemoteChange(state) {
  for (const listener of state.onRemoteChange) {
    try {
      listener();
    } catch (error) {
      console.error('[cache] a cache listener failed', error);
    }
  }
}

/**
 * @param {SharedCacheState} state
 * @param {string} url
 * @returns {SharedRedis}
 */
function connectRedis(state, url) {
  const { createClient } = require('redis');
  const prefix = (processEnv().REDIS_KEY_PREFIX || 'storefront').trim();
  /** @type {{ tags: string; channel: string; entry: (space: string, key: string) => string }} */
  const keys = {
    tags: `${prefix}:tag-expiry`,
    channel: `${prefix}:tag-expired`,
    entry: (buildId, key) => `${prefix}:entry:${buildId}:${key}`,
  };
  const instance = randomUUID();
  const options = {
    url,
    // A command while Redis is away fails at once instead of waiting in a queue: the page goes to the database.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000),
    },
  };
  const client = createClient(options);
  const subscriber = client.duplicate();
  const ready = { client: false, subscriber: false };
  let everShared = false;
  let saidDown = false;

  let closing = false;

  /**
   * Notes that the process now holds Redis at `at` down (true) or back (false), answering whether that is news
   * to it: every cache handler of the process keeps its own client, and each would otherwise say so again.
   * @param {string} at
   * @param {boolean} down
   */
  function newsInProcess(at, down) {
    const said = /** @type {Record<symbol, Map<string, boolean> | undefined>} */ (/** @type {unknown} */ (globalThis));
    const byUrl = (said[SAID_KEY] ??= new Map());
    const was = byUrl.get(at) ?? false;
    byUrl.set(at, down);
    return was !== down;
  }

  /** @param {unknown} [error] */
  function goDown(error) {
    if (closing) return;
    if (state.mode !== 'down') {
      state.mode = 'down';
      if (state.memory) {
        state.memory.entries.clear();
        state.memory.bytes = 0;
      }
      notifyRemoteChange(state);
    }
    if (!saidDown) {
      saidDown = true;
      // Next loads this module for each of its cache handlers: the process says so once, not once a handler.
      if (!newsInProcess(url, true)) return;
      const reason = error instanceof Error && error.message ? error.message : 'connection closed';
      console.warn(
        `[cache] Redis at ${safeUrl(url)} does not answer (${reason}): pages and the API answer from the database until it is back.`,
      );
    }
  }

  async function goUp() {
    if (!ready.client || !ready.subscriber) return;
    try {
      // Expiries published while this instance was away are in the hash.
      const times = await withTimeout(client.hGetAll(keys.tags));
      for (const [tag, at] of Object.entries(times))
        state.tagTimes.set(tag, Math.max(state.tagTimes.get(tag) ?? 0, Number(at)));
    } catch (error) {
      goDown(error);
      return;
    }
    if (state.unpublished.size) {
      /** @type {Map<number, string[]>} */
      const byTime = new Map();
      for (const [tag, at] of state.unpublished) byTime.set(at, [...(byTime.get(at) ?? []), tag]);
      try {
        for (const [at, tags] of byTime) await publish(tags, at);
        state.unpublished.clear();
      } catch (error) {
        goDown(error);
        return;
      }
    }
    if (state.memory) {
      state.memory.entries.clear();
      state.memory.bytes = 0;
    }
    state.mode = 'shared';
    notifyRemoteChange(state);
    if ((everShared || saidDown) && newsInProcess(url, false))
      console.info(`[cache] Redis at ${safeUrl(url)} answers again: caching resumes.`);
    everShared = true;
    saidDown = false;
  }

  for (const [name, connection] of /** @type {const} */ ([
    ['client', client],
    ['subscriber', subscriber],
  ])) {
    connection.on('ready', () => {
      ready[name] = true;
      void goUp();
    });
    connection.on('error', (/** @type {Error} */ error) => {
      ready[name] = false;
      goDown(error);
    });
    connection.on('end', () => {
      ready[name] = false;
      goDown();
    });
    connection.on('reconnecting', () => {
      ready[name] = false;
      goDown();
    });
  }

  /** @param {string} message */
  const onMessage = (message) => {
    let parsed;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (!parsed || parsed.from === instance || !Array.isArray(parsed.tags)) return;
    const at = Number(parsed.at) || Date.now();
    for (const tag of parsed.tags)
      if (typeof tag === 'string') state.tagTimes.set(tag, Math.max(state.tagTimes.get(tag) ?? 0, at));
    notifyRemoteChange(state);
  };

  /**
   * @param {string[]} tags
   * @param {number} at
   */
  async function publish(tags, at) {
    const fields = Object.fromEntries(tags.map((tag) => [tag, String(at)]));
    await withTimeout(client.hSet(keys.tags, fields));
    await withTimeout(client.publish(keys.channel, JSON.stringify({ tags, at, from: instance })));
  }

  client.connect().catch(goDown);
  subscriber
    .connect()
    .then(() => subscriber.subscribe(keys.channel, onMessage))
    .catch(goDown);

  return {
    async getEntry(buildId, key) {
      const text = await withTimeout(client.get(keys.entry(buildId, key)));
      return text ? require('./cache-codec.cjs').decodeEntry(text) : null;
    },
    async setEntry(buildId, key, entry) {
      const expire = Number(entry.cacheControl?.expire);
      const ttl = Number.isFinite(expire) && expire > 0 ? Math.min(expire, ENTRY_TTL_S) : ENTRY_TTL_S;
      await withTimeout(
        client.set(keys.entry(buildId, key), require('./cache-codec.cjs').encodeEntry(entry), { EX: ttl }),
      );
    },
    async deleteEntry(buildId, key) {
      await withTimeout(client.del(keys.entry(buildId, key)));
    },
    /** Kept in the hash for instances that are away, and published for those that listen. */
    async publishExpiry(tags, at) {
      try {
        if (state.mode !== 'shared') throw new Error('Redis is away');
        await publish(tags, at);
      } catch {
        for (const tag of tags) state.unpublished.set(tag, at);
      }
    },
    async ping() {
      return withTimeout(client.ping());
    },
    async close() {
      closing = true;
      state.mode = 'down';
      await Promise.allSettled([client.close(), subscriber.close()]);
    },
  };
}

/** The URL without its password, for logs. */
/** @param {string} url */
function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

module.exports = { sharedCacheState, createSharedCacheState, withTimeout };
