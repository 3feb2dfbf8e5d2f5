// Requests whose path holds a broken percent-escape (`/api/v1/products/%E0%A4`, `/media/%ZZ.webp`), refused
// by the shop's HTTP server (scripts/serve.mjs) before Next reads them. Next decodes a dynamic route's
// segments, fails on such a one (DecodeError), looks for a /400 page that an App Router app does not have,
// and answers a bare text/plain 500 "Internal Server Error" with none of the security headers. What a client
// sent must never produce a 500: these get a 400, in JSON under /api (like every API error) and as a short
// page elsewhere.
//
// CommonJS, typed by malformed-path.d.cts: serve.mjs loads it as it is, with no compiler.
'use strict';

const { ERROR_CODES } = require('../../shared/api-error-codes.cjs');
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

/** True when the path part of a request URL holds a percent-escape that does not decode to UTF-8 text. */
function hasMalformedEscape(url) {
  const pathname = (url ?? '').split('?', 1)[0];
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers a request whose path cannot be decoded, and says so (true); false, having written nothing, for
 * every other request. Its body is not read: the connection is closed after the answer.
 */
function refuseMalformedPath(req, res) {
  if (!hasMalformedEscape(req.url)) return false;
  const https = forwardedHttps(req.headers['x-forwarded-proto']);
  const api = (req.url ?? '').startsWith('/api/');
  const body = api ? JSON.stringify({ message: API_MESSAGE, error_code: ERROR_CODES.malformedPath }) : PAGE;
  res.writeHead(400, {
    ...(api ? baseSecurityHeaders('/api/', https) : fixedPageHeaders(https)),
    'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

module.exports = { hasMalformedEscape, refuseMalformedPath };
