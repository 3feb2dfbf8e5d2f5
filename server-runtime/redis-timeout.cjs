// @ts-check
'use strict';

// How long a Redis command may take (REDIS_TIMEOUT_MS): one that has not answered by then counts as Redis being
// down for this request, and the page goes to the database rather than wait on it.

const { processEnv } = require('./environment.cjs');

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

module.exports = { withTimeout };
