// @ts-check
'use strict';

// The Redis connection the caches share (REDIS_URL): it follows Redis going away and coming back, moving the
// state between 'shared' and 'down' (shared-cache-state.cjs), and carries tag expiries between instances:
// each is published to those listening and kept in a hash for those away, which read it on reconnecting.

const { randomUUID } = require('node:crypto');
const { processEnv } = require('./environment.cjs');
const { redisEntries } = require('./redis-entries.cjs');
const { sayBack, sayDown } = require('./redis-outage-notice.cjs');
const { withTimeout } = require('./redis-timeout.cjs');

/** @typedef {import('./shared-cache-state.cjs').SharedCacheState} SharedCacheState */
/** @typedef {import('./shared-cache-state.cjs').SharedRedis} SharedRedis */

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
 * Entries held in memory may be stale once Redis has been away or is back: they are dropped.
 * @param {SharedCacheState} state
 */
function forgetMemory(state) {
  if (!state.memory) return;
  state.memory.entries.clear();
  state.memory.bytes = 0;
}

/**
 * @param {SharedCacheState} state
 * @param {string} url
 * @returns {SharedRedis}
 */
function connectRedis(state, url) {
  // Loaded only with REDIS_URL: the embedded shop runs without the client.
  const { createClient } = require('redis');
  const prefix = (processEnv().REDIS_KEY_PREFIX || 'storefront').trim();
  const keys = { tags: `${prefix}:tag-expiry`, channel: `${prefix}:tag-expired` };
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

  /** @param {unknown} [error] */
  function goDown(error) {
    if (closing) return;
    if (state.mode !== 'down') {
      state.mode = 'down';
      forgetMemory(state);
      notifyRemoteChange(state);
    }
    if (!saidDown) {
      saidDown = true;
      sayDown(url, error);
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
    forgetMemory(state);
    state.mode = 'shared';
    notifyRemoteChange(state);
    if (everShared || saidDown) sayBack(url);
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
    ...redisEntries(client, prefix),
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

module.exports = { connectRedis };
