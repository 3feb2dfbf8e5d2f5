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
//   - around Next, a page Next answers with a 5xx (the request that met the outage) is held while the probe
//     asks: database away, the same 503 is sent instead and Next's body dropped; there, Next's answer goes out.
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
 * The app's probe, one at a time: requests arriving while it runs share its answer.
 * @param {OutageState} state
 * @returns {Promise<boolean>} whether the database answered
 */
function probeOnce(state) {
  state.pending ??= state.probe().finally(() => {
    state.pending = undefined;
  });
  return state.pending;
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
  if (await probeOnce(state)) return false;
  const [status, headers, body] = unavailable(req, state);
  res.writeHead(status, headers);
  res.end(body);
  return true;
}

/**
 * Holds a page's 5xx answer while the database is asked (the shared probe): away, the 503 page is sent instead
 * and Next's page dropped; there, Next's answer goes out as it was. Other answers pass untouched.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function answerPageOutageAs503(req, res) {
  if (!isPage(req)) return;
  const { writeHead, write, end } = res;
  /** @type {{ status: number, rest: unknown[], chunks: unknown[] } | null} */
  let held = null;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (status < 500 || !outageState()) return /** @type {Function} */ (writeHead).call(res, status, ...rest);
      held = { status, rest, chunks: [] };
      return res;
    }
  );
  // A 5xx status set but not yet sent is held before the first byte of Next's page goes out.
  const decide = () => {
    if (!held && !res.headersSent && res.statusCode >= 500) res.writeHead(res.statusCode);
  };
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown[]} */ ...args) {
      decide();
      if (!held) return /** @type {Function} */ (write).apply(res, args);
      held.chunks.push(args[0]);
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown[]} */ ...args) {
      decide();
      if (!held) return /** @type {Function} */ (end).apply(res, args);
      const answer = held;
      if (args.length > 0 && typeof args[0] !== 'function') answer.chunks.push(args[0]);
      const done = /** @type {(() => void) | undefined} */ (args.find((a) => typeof a === 'function'));
      const state = /** @type {OutageState} */ (outageState());
      probeOnce(state).then((reachable) => {
        if (reachable) {
          /** @type {Function} */ (writeHead).call(res, answer.status, ...answer.rest);
          for (const chunk of answer.chunks) /** @type {Function} */ (write).call(res, chunk);
          /** @type {Function} */ (end).call(res, done);
          return;
        }
        const [code, headers, body] = unavailable(req, state);
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        writeHead.call(res, code, headers);
        end.call(res, body, 'utf8', done);
      });
      return res;
    }
  );
}

module.exports = { OUTAGE_KEY, answerPageOutageAs503, refusePageWhileDatabaseDown };
