// @ts-check
'use strict';

// What the log says when Redis stops or starts answering. Next loads the cache modules once for each of its
// cache handlers, and each keeps its own Redis client: the process says it once, not once a handler.

/** Where the process notes what it last said of each Redis (one note for all of Next's cache handlers). */
const SAID_KEY = Symbol.for('jewelry-storefront.redis-said-down');

/**
 * Notes that the process now holds Redis at `url` down (true) or back (false), answering whether that is news
 * to it.
 * @param {string} url
 * @param {boolean} down
 * @returns {boolean}
 */
function newsInProcess(url, down) {
  const said = /** @type {Record<symbol, Map<string, boolean> | undefined>} */ (/** @type {unknown} */ (globalThis));
  const byUrl = (said[SAID_KEY] ??= new Map());
  const was = byUrl.get(url) ?? false;
  byUrl.set(url, down);
  return was !== down;
}

/**
 * The URL without its password, for logs.
 * @param {string} url
 */
function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Says that Redis at `url` does not answer, unless the process has said so already.
 * @param {string} url
 * @param {unknown} [error]
 */
function sayDown(url, error) {
  if (!newsInProcess(url, true)) return;
  const reason = error instanceof Error && error.message ? error.message : 'connection closed';
  console.warn(
    `[cache] Redis at ${safeUrl(url)} does not answer (${reason}): pages and the API answer from the database until it is back.`,
  );
}

/**
 * Says that Redis at `url` answers again, unless the process has said so already.
 * @param {string} url
 */
function sayBack(url) {
  if (newsInProcess(url, false)) console.info(`[cache] Redis at ${safeUrl(url)} answers again: caching resumes.`);
}

module.exports = { sayDown, sayBack };
