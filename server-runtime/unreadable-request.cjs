// @ts-check
// Requests Next cannot read, refused by the shop's HTTP server (scripts/serve.mjs) before Next sees them,
// because Next answers each with a bare 500, and what a client sent must never produce a 500:
//   - a path holding a broken percent-escape (`/api/v1/products/%E0%A4`, `/media/%ZZ.webp`). Next decodes a
//     dynamic route's segments, fails (DecodeError), looks for a /400 page that an App Router app does not
//     have, and answers text/plain "Internal Server Error" with none of the security headers;
//   - a router state header (`Next-Router-State-Tree`, which the App Router's client sends with each RSC
//     request) that is not the tree Next expects. Next throws "The router state header was sent but could not
//     be parsed" while rendering a per-request page (/orders) and answers 500.
// These get a 400: in JSON under /api (like every API error) and as a short page elsewhere.
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const { ERROR_CODES } = require('./api-error-codes.cjs');
const { baseSecurityHeaders, fixedPageHeaders, forwardedHttps } = require('./security-headers.cjs');

const API_MESSAGE = 'The address is not valid: it holds a broken percent-escape.';
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page address not valid</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>This page address is not valid</h1>
<p>Part of the address is broken, so there is nothing to show for it. It may have been cut short when it was copied.</p>
<p><a href="/">Go to the home page</a></p></main>
</body></html>
`;

/**
 * True when the path part of a request URL holds a percent-escape that does not decode to UTF-8 text.
 * @param {string | undefined} url
 * @returns {boolean}
 */
function hasMalformedEscape(url) {
  // Asked of every request the shop answers: most addresses hold no escape at all, and cost one scan.
  if (!url || !url.includes('%')) return false;
  try {
    decodeURIComponent(url.split('?', 1)[0]);
    return false;
  } catch {
    return true;
  }
}

const ROUTER_STATE_HEADER = 'next-router-state-tree';
// Next's own limits and shape for that header (Next 16.4, app-render/types.js): at most 40,000 characters;
// a tree node is [segment, children, url?, refresh?, flags?, rest?], a segment a string or [name, key, type,
// static siblings]. Should Next's client change the shape, the browser tests' client navigations would be refused here.
const ROUTER_STATE_MAX = 40_000;
const PARAM_TYPES = new Set([
  'c',
  'ci(..)(..)',
  'ci(.)',
  'ci(..)',
  'ci(...)',
  'oc',
  'd',
  'di(..)(..)',
  'di(.)',
  'di(..)',
  'di(...)',
]);
const REFRESH = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);
/** @type {(v: unknown) => v is string} */
const isString = (v) => typeof v === 'string';
/** @param {unknown} v */
const absent = (v) => v === undefined || v === null;

/**
 * @param {unknown} segment
 * @returns {boolean}
 */
function isSegment(segment) {
  if (isString(segment)) return true;
  if (!Array.isArray(segment) || segment.length !== 4) return false;
  const [name, key, type, siblings] = segment;
  return (
    isString(name) &&
    isString(key) &&
    PARAM_TYPES.has(type) &&
    (siblings === null || (Array.isArray(siblings) && siblings.every(isString)))
  );
}

/**
 * @param {unknown} node
 * @param {number} depth
 * @returns {boolean}
 */
function isTree(node, depth) {
  if (depth > 2000 || !Array.isArray(node) || node.length < 2 || node.length > 6) return false;
  const [segment, children, url, refresh, flags, rest] = node;
  if (!isSegment(segment)) return false;
  if (!children || typeof children !== 'object') return false;
  if (!(absent(url) || (Array.isArray(url) && url.length === 2 && url.every(isString)))) return false;
  if (!(absent(refresh) || REFRESH.has(refresh))) return false;
  if (!(absent(flags) || typeof flags === 'number')) return false;
  if (!(rest === undefined || isString(rest))) return false;
  return Object.values(children).every((child) => isTree(child, depth + 1));
}

/**
 * True when a request carries a router state header Next would fail on; false when it has none or a sound one.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {boolean}
 */
function hasUnreadableRouterState(headers) {
  const value = headers[ROUTER_STATE_HEADER];
  if (value === undefined) return false;
  if (!isString(value) || value.length > ROUTER_STATE_MAX) return true;
  try {
    return !isTree(JSON.parse(decodeURIComponent(value)), 0);
  } catch {
    return true;
  }
}

/**
 * Answers a request Next cannot read with a 400, and says so (true); false, having written nothing, for every
 * other request. Its body is not read: the connection is closed after the answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean}
 */
function refuseUnreadableRequest(req, res) {
  const badPath = hasMalformedEscape(req.url);
  if (!badPath && req.headers[ROUTER_STATE_HEADER] === undefined) return false;
  const api = (req.url ?? '').startsWith('/api/');
  // Route handlers never read the router state: only pages are refused for it.
  if (!badPath && (api || !hasUnreadableRouterState(req.headers))) return false;
  const https = forwardedHttps(req.headers['x-forwarded-proto']);
  let body;
  let type;
  if (api) {
    body = JSON.stringify({ message: API_MESSAGE, error_code: ERROR_CODES.malformedPath });
    type = 'application/json';
  } else if (badPath) {
    body = PAGE;
    type = 'text/html; charset=utf-8';
  } else {
    // Only the App Router's client sends the header, and it reads no page from the answer.
    body = 'The router state header could not be read.';
    type = 'text/plain; charset=utf-8';
  }
  res.writeHead(400, {
    ...(api ? baseSecurityHeaders('/api/', https) : fixedPageHeaders(https)),
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

module.exports = { hasMalformedEscape, hasUnreadableRouterState, refuseUnreadableRequest };
