// @ts-check
'use strict';

// The process's memory for cached entries, shared by both of Next's cache handlers (pages:
// shared-cache-handler.cjs; 'use cache' reads: use-cache-handler.cjs) and bounded by bytes together
// (CACHE_MEMORY_MB, 64 by default): the least recently used entry goes first.

const { processEnv } = require('./environment.cjs');

/** @typedef {import('./shared-cache-state.cjs').SharedCacheState} SharedCacheState */
/** @typedef {import('./shared-cache-state.cjs').StoredEntry} StoredEntry */

/**
 * The state's memory store (Next makes handlers per request; they all share the process's one).
 * @param {SharedCacheState} state
 */
function memoryStore(state) {
  state.memory ??= {
    entries: new Map(),
    bytes: 0,
    limit: Math.max(1, Number(processEnv().CACHE_MEMORY_MB || 64)) * 1024 * 1024,
  };
  return state.memory;
}

/**
 * @param {SharedCacheState} state
 * @param {string} key
 * @returns {StoredEntry | undefined}
 */
function memoryGet(state, key) {
  const memory = memoryStore(state);
  const held = memory.entries.get(key);
  if (!held) return undefined;
  // Most recently used last: the oldest use is first out.
  memory.entries.delete(key);
  memory.entries.set(key, held);
  return held.entry;
}

/**
 * @param {SharedCacheState} state
 * @param {string} key
 */
function memoryDelete(state, key) {
  const memory = memoryStore(state);
  const held = memory.entries.get(key);
  if (!held) return;
  memory.bytes -= held.size;
  memory.entries.delete(key);
}

/**
 * Keeps `entry` as `size` bytes; one larger than the whole bound is not kept at all.
 * @param {SharedCacheState} state
 * @param {string} key
 * @param {StoredEntry} entry
 * @param {number} size
 */
function memorySet(state, key, entry, size) {
  const memory = memoryStore(state);
  memoryDelete(state, key);
  if (size > memory.limit) return;
  memory.entries.set(key, { entry, size });
  memory.bytes += size;
  for (const [oldest] of memory.entries) {
    if (memory.bytes <= memory.limit) break;
    memoryDelete(state, oldest);
  }
}

/**
 * True when one of `tags` was expired at or after `since` (a timestamp in milliseconds).
 * @param {SharedCacheState} state
 * @param {readonly string[]} tags
 * @param {number} since
 * @returns {boolean}
 */
function expiredSince(state, tags, since) {
  return tags.some((tag) => (state.tagTimes.get(tag) ?? 0) >= since);
}

/**
 * Marks the tags expired now, here and (through Redis, when shared) on every other instance.
 * @param {SharedCacheState} state
 * @param {readonly string[]} tags
 * @returns {Promise<void>}
 */
async function expireTags(state, tags) {
  const list = tags.filter(Boolean);
  if (list.length === 0) return;
  const now = Date.now();
  for (const tag of list) state.tagTimes.set(tag, now);
  if (state.redis) await state.redis.publishExpiry(list, now).catch(() => undefined);
}

module.exports = { memoryGet, memorySet, memoryDelete, expiredSince, expireTags };
