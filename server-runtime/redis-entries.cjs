// @ts-check
'use strict';

// How a cached entry is kept in Redis: under its space (the build id for pages, 'use-cache' for cached reads)
// and key, written by the codec (cache-codec.cjs), and gone by itself after its own expiry or a week at most.

const { decodeEntry, encodeEntry } = require('./cache-codec.cjs');
const { withTimeout } = require('./redis-timeout.cjs');

/** @typedef {import('./shared-cache-state.cjs').SharedRedis} SharedRedis */
/**
 * The few commands of a Redis client the entries need.
 * @typedef {object} EntryCommands
 * @property {(key: string) => Promise<string | null>} get
 * @property {(key: string, value: string, options: { EX: number }) => Promise<unknown>} set
 * @property {(key: string) => Promise<unknown>} del
 */

const ENTRY_TTL_S = 7 * 24 * 3600;

/**
 * @param {EntryCommands} client
 * @param {string} prefix what every key of this shop starts with (REDIS_KEY_PREFIX)
 * @returns {Pick<SharedRedis, 'getEntry' | 'setEntry' | 'deleteEntry'>}
 */
function redisEntries(client, prefix) {
  /** @type {(space: string, key: string) => string} */
  const entryKey = (space, key) => `${prefix}:entry:${space}:${key}`;
  return {
    async getEntry(space, key) {
      const text = await withTimeout(client.get(entryKey(space, key)));
      return text ? decodeEntry(text) : null;
    },
    async setEntry(space, key, entry) {
      const expire = Number(entry.cacheControl?.expire);
      const ttl = Number.isFinite(expire) && expire > 0 ? Math.min(expire, ENTRY_TTL_S) : ENTRY_TTL_S;
      await withTimeout(client.set(entryKey(space, key), encodeEntry(entry), { EX: ttl }));
    },
    async deleteEntry(space, key) {
      await withTimeout(client.del(entryKey(space, key)));
    },
  };
}

module.exports = { redisEntries };
