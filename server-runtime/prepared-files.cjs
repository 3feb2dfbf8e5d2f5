// @ts-check
// The sitemap files and product feeds, compressed, sent by the shop's HTTP server (scripts/serve.mjs) before
// Next. The app prepares each as a plain file with a Brotli and a gzip copy under $DATA_DIR/prepared
// (lib/server/http/prepared-file.ts), but Next 16 drops a route handler's Content-Encoding, so its route can only
// send the plain file: a 250 MB feed that gzip makes 25 MB. Here the copy the client takes goes out as it is, with
// Vary, ETag and Last-Modified, and 304 when the client has it.
//
// Which build answers is the app's to say, as its route would (lib/server/http/prepared-lookup.ts, announced on
// globalThis at start: serve.mjs runs Next in its own process): the same catalogue check, the file prepared first
// if the catalogue changed, none for an unknown product file. Anything else goes to Next's route, which sends the
// plain file: the app not started yet, a client that takes neither encoding, a range request, a failed lookup.
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const fs = require('node:fs');
const { acceptsEncoding } = require('./static-assets.cjs');
const { fixedPageHeaders, forwardedHttps } = require('./security-headers.cjs');

/** Where the app puts its lookup (lib/server/http/prepared-lookup.ts). */
const LOOKUP_KEY = Symbol.for('jewelry-storefront.prepared-files');

/** The only addresses answered here: the sitemap index and files (as lib/server/seo/sitemap-files.ts names them), the feeds. */
const PUBLIC_PATH =
  /^\/(?:sitemap\.xml|sitemaps\/(?:pages|products-[1-9]\d{0,5})\.xml|feeds\/(?:google\.xml|meta\.csv))$/;

/** The compressed copies beside each build, in the order they are preferred. */
const ENCODINGS = /** @type {const} */ ([
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]);

/**
 * A build as the app's lookup gives it: the plain file (its .br and .gz copies beside it) and what to send with it.
 * @typedef {{ file: string, etag: string, lastModified: string, contentType: string, headers: Record<string, string> }} Build
 * @typedef {(pathname: string) => Promise<Build | null>} Lookup
 */

/** @returns {Lookup | undefined} */
function appLookup() {
  const lookup = /** @type {Record<symbol, unknown>} */ (globalThis)[LOOKUP_KEY];
  return typeof lookup === 'function' ? /** @type {Lookup} */ (lookup) : undefined;
}

/**
 * Whether the client already has this build: If-None-Match naming its ETag (or `*`), else If-Modified-Since
 * at or after its time. The same test as the route's.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Build} build
 */
function notModified(headers, build) {
  const match = headers['if-none-match'];
  if (match !== undefined)
    return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === build.etag);
  const since = headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(build.lastModified);
}

/**
 * A request handler for the prepared sitemap and feed files, which the app's lookup names. It returns false,
 * having written nothing, for anything it does not answer itself: the caller passes those to Next.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>}
 */
function preparedFileServer() {
  const fixed = { plain: fixedPageHeaders(false), https: fixedPageHeaders(true) };
  return async function servePreparedFile(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.range) return false;
    const pathname = (req.url ?? '').split('?', 1)[0];
    if (!PUBLIC_PATH.test(pathname)) return false;
    const lookup = appLookup();
    if (!lookup) return false;
    const accepts = acceptsEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
    const encoding = ENCODINGS.find((e) => accepts(e.name));
    if (!encoding) return false; // the plain file: Next's route sends it
    /** @type {Build | null} */
    let build;
    try {
      build = await lookup(pathname);
    } catch (error) {
      console.error(`[serve] preparing ${pathname} failed; Next's route answers`, error);
      return false;
    }
    if (!build) return false; // an unknown product file: the route's 404
    const headers = {
      ...(forwardedHttps(req.headers['x-forwarded-proto']) ? fixed.https : fixed.plain),
      ...build.headers,
      'Content-Type': build.contentType,
      ETag: build.etag,
      'Last-Modified': build.lastModified,
      Vary: 'Accept-Encoding',
    };
    if (notModified(req.headers, build)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    let handle;
    try {
      handle = await fs.promises.open(build.file + encoding.suffix, 'r');
    } catch {
      return false; // removed by a newer build since the record was read: the route answers
    }
    const stat = await handle.stat();
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding.name, 'Content-Length': String(stat.size) });
    if (req.method === 'HEAD') {
      await handle.close();
      res.end();
      return true;
    }
    const stream = handle.createReadStream();
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  };
}

module.exports = { preparedFileServer, PUBLIC_PATH, LOOKUP_KEY };
