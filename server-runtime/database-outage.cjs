// @ts-check
// Pages while the database is unreachable (PostgreSQL restarting, failing over, a network gap), answered by the
// shop's HTTP server (scripts/serve.mjs) with 503, Retry-After and a short page saying the shop is briefly
// unavailable, never Next's 500 (a layout that cannot read fails the whole page) nor a half page. The API
// answers its own 503 in JSON (lib/server/http/route.ts).
//
// The app keeps the state on globalThis (lib/server/db/outage.ts, announced at start: serve.mjs runs Next in its
// own process): when it last met the database unreachable, a probe that asks it again, and the page's text.
// Two guards use it:
//   - before Next, while an outage is suspected, a page request first waits for the probe (one at a time, shared):
//     unreachable, the 503 is sent at once; reachable, the suspicion ends and Next answers as usual. Nothing is
//     asked while no outage is suspected.
//   - around Next, a page Next answers with a 5xx while an outage is suspected (the request that found it) is
//     sent as the same 503 instead, Next's body dropped.
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const { fixedPageHeaders, forwardedHttps } = require('./security-headers.cjs');

/** Where the app keeps the state (OUTAGE_KEY of lib/server/db/outage.ts; outage.test.ts checks they agree). */
const OUTAGE_KEY = Symbol.for('jewelry-storefront.database-outage');

/**
 * @typedef {{
 *   since: number | null,
 *   probe: () => Promise<boolean>,
 *   retryAfterS: number,
 *   page: string,
 *   pending?: Promise<boolean>,
 * }} OutageState
 */

/** @returns {OutageState | undefined} */
function outageState() {
  return /** @type {Record<symbol, OutageState | undefined>} */ (/** @type {unknown} */ (globalThis))[OUTAGE_KEY];
}

/** Paths that are not pages: the API (its own 503), Next's files, pictures. */
const NOT_PAGES = /^\/(?:api|_next|media)(?:\/|$)/;

/** @param {import('node:http').IncomingMessage} req */
function isPage(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !NOT_PAGES.test(req.url ?? '/');
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {OutageState} state
 * @returns {[number, Record<string, string>, string]}
 */
function unavailable(req, state) {
  const headers = {
    ...fixedPageHeaders(forwardedHttps(req.headers['x-forwarded-proto'])),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(state.page)),
    'Cache-Control': 'no-store',
    'Retry-After': String(state.retryAfterS),
  };
  return [503, headers, req.method === 'HEAD' ? '' : state.page];
}

/**
 * Answers a page request 503 when an outage is suspected and the probe finds the database still away.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {Promise<boolean>} true when answered here
 */
async function refusePageWhileDatabaseDown(req, res) {
  const state = outageState();
  if (!state || state.since === null || !isPage(req)) return false;
  state.pending ??= state.probe().finally(() => {
    state.pending = undefined;
  });
  if (await state.pending) return false;
  const [status, headers, body] = unavailable(req, state);
  res.writeHead(status, headers);
  res.end(body);
  return true;
}

/**
 * Makes a page's 5xx answer the 503 page when Next failed it because the database was unreachable.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function answerPageOutageAs503(req, res) {
  if (!isPage(req)) return;
  const { writeHead, write, end } = res;
  /** @type {string | null} */
  let replacement = null;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      const state = outageState();
      if (status < 500 || !state || state.since === null) {
        return /** @type {Function} */ (writeHead).call(res, status, ...rest);
      }
      const [code, headers, body] = unavailable(req, state);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      replacement = body;
      return writeHead.call(res, code, headers);
    }
  );
  // A 5xx status set but not yet sent is decided before the first byte of Next's page goes out: what Next
  // writes after a 503 took its place is dropped, and the 503 page sent at its end instead.
  const decide = () => {
    if (!res.headersSent && res.statusCode >= 500) res.writeHead(res.statusCode);
  };
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown[]} */ ...args) {
      decide();
      return replacement === null ? /** @type {Function} */ (write).apply(res, args) : true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      decide();
      if (replacement === null) return /** @type {Function} */ (end).apply(res, args);
      const done = args.find((a) => typeof a === 'function');
      return end.call(res, replacement, 'utf8', /** @type {() => void} */ (done));
    }
  );
}

module.exports = { OUTAGE_KEY, answerPageOutageAs503, refusePageWhileDatabaseDown };
