// @ts-check
'use strict';
// Next's cache entries hold Buffers (a page's RSC payload, an image, a route's body) and Maps (a page's
// segment payloads). To keep them in Redis they are written as JSON with those two tagged, and read back
// into the same shapes; anything else passes through as plain JSON.

const BUFFER = '$buffer';
const MAP = '$map';

/** @typedef {import('./shared-cache-state.cjs').StoredEntry} StoredEntry */

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function encodeValue(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { [BUFFER]: Buffer.from(value).toString('base64') };
  if (value instanceof Map) return { [MAP]: [...value].map(([k, v]) => [k, encodeValue(v)]) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object') {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encodeValue(v);
    return out;
  }
  return value;
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value && typeof value === 'object') {
    const tagged = /** @type {Record<string, unknown>} */ (value);
    const buffer = tagged[BUFFER];
    if (typeof buffer === 'string') return Buffer.from(buffer, 'base64');
    const map = tagged[MAP];
    if (Array.isArray(map)) return new Map(map.map(([k, v]) => [k, decodeValue(v)]));
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = decodeValue(v);
    return out;
  }
  return value;
}

/**
 * The entry as one string for Redis.
 * @param {StoredEntry} entry
 * @returns {string}
 */
const encodeEntry = (entry) => JSON.stringify(encodeValue(entry));
/**
 * The entry a string from encodeEntry stood for; null for anything unreadable (a foreign or damaged key).
 * @param {string} text
 * @returns {StoredEntry | null}
 */
function decodeEntry(text) {
  try {
    const entry = /** @type {Partial<StoredEntry> | null} */ (decodeValue(JSON.parse(text)));
    return entry && typeof entry.lastModified === 'number' ? /** @type {StoredEntry} */ (entry) : null;
  } catch {
    return null;
  }
}

/**
 * About how many bytes an entry holds in memory: its strings and buffers, which are nearly all of it.
 * @param {unknown} value
 * @returns {number}
 */
function entrySize(value) {
  if (value == null) return 0;
  if (typeof value === 'string') return value.length;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const v of value.values()) total += entrySize(v);
    return total;
  }
  if (Array.isArray(value)) return value.reduce((sum, v) => sum + entrySize(v), 0);
  if (typeof value === 'object') {
    let total = 0;
    for (const v of Object.values(value)) total += entrySize(v);
    return total;
  }
  return 8;
}

module.exports = { encodeEntry, decodeEntry, entrySize };
