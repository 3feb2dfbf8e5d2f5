// @ts-check
'use strict';

// The requests this process is answering, so work done in the background (the product feeds and sitemap files
// prepared ahead: lib/server/http/prepared-file.ts) gives way to shoppers and crawlers instead of sharing the
// event loop with them. scripts/serve.mjs notes each request from its arrival to its answer's end; the state
// lives on globalThis because Next bundles the app's copy of this module apart from the server's.

/** @typedef {{ inFlight: number; lastArrival: number }} Activity */

const ACTIVITY_KEY = Symbol.for('jewelry-storefront.request-activity');

/** @returns {Activity} */
function activity() {
  const slots = /** @type {Record<symbol, Activity | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (slots[ACTIVITY_KEY] ??= { inFlight: 0, lastArrival: 0 });
}

/**
 * Counts a request from now until its answer has been sent or its connection closed, whichever comes first.
 * @param {import('node:http').ServerResponse} res
 */
function noteRequest(res) {
  const state = activity();
  state.inFlight += 1;
  state.lastArrival = Date.now();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    state.inFlight -= 1;
  };
  res.once('finish', end);
  res.once('close', end);
}

/**
 * Whether no request is being answered and none arrived in the last `quietMs` (a crawler's next request
 * usually follows within a few milliseconds of the last answer).
 * @param {number} quietMs
 * @param {number} [now]
 */
function requestsQuiet(quietMs, now = Date.now()) {
  const state = activity();
  return state.inFlight === 0 && now - state.lastArrival >= quietMs;
}

module.exports = { noteRequest, requestsQuiet };
