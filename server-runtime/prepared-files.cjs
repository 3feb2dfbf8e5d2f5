// @ts-check
// The sitemap files and product feeds, compressed, answered by the shop's HTTP server (scripts/serve.mjs) before
// Next. The app prepares each as a plain file with a Brotli and a gzip copy under $DATA_DIR/prepared, and a
// record `<name>.json` naming the current build, its ETag, time, type and headers (lib/server/http/prepared-file.ts).
// Next 16 drops a route handler's Content-Encoding, so its route can only send the plain file: a 250 MB feed
// that gzip makes 25 MB. Here the copy the client takes goes out as it is, with Vary, ETag and Last-Modified,
// and 304 when the client has it.
//
// Only a build the app checked against the catalogue recently is answered here: the app marks its record
// each time it finds the build current (the minute's background sweep, or a fetch through its route). Anything
// else goes to Next, whose route checks, prepares and answers: no build yet, a record not checked for
// FRESH_MS (the catalogue may have changed, a product file may no longer exist), a client that takes neither
// encoding, a range request.
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { acceptsEncoding } = require('./static-assets.cjs');
const { fixedPageHeaders, forwardedHttps } = require('./security-headers.cjs');

/** Twice the app's sweep (a minute) and some: a catalogue change reaches the compressed copies within this. */
const FRESH_MS = 150_000;

/** The public addresses answered here, and the prepared file's name for each (prepared-file.ts writes them). */
const FIXED_FILES = /** @type {Record<string, string>} */ ({
  '/sitemap.xml': 'sitemap-index.xml',
  '/sitemaps/pages.xml': 'sitemap-pages.xml',
  '/feeds/google.xml': 'google-feed.xml',
  '/feeds/meta.csv': 'meta-feed.csv',
});
/** A product sitemap file, as lib/server/seo/sitemap-files.ts numbers them. */
const PRODUCT_FILE = /^\/sitemaps\/products-([1-9]\d{0,5})\.xml$/;

/** The compressed copies beside each build, in the order they are preferred. */
const ENCODINGS = /** @type {const} */ ([
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]);

/**
 * The prepared file's name for a public path, or null for any other path.
 * @param {string} pathname
 * @returns {string | null}
 */
function preparedName(pathname) {
  if (Object.hasOwn(FIXED_FILES, pathname)) return FIXED_FILES[pathname];
  const product = PRODUCT_FILE.exec(pathname);
  return product ? `sitemap-products-${product[1]}.xml` : null;
}

/**
 * @typedef {{ id: string, etag: string, builtAt: string, contentType: string, headers: Record<string, string> }} Build
 */

/**
 * The build a record names, if the record is whole, recent and names a file of its own (no other path).
 * @param {string} dir
 * @param {string} name
 * @param {number} now
 * @returns {Promise<Build | null>}
 */
async function recentBuild(dir, name, now) {
  const record = path.join(dir, `${name}.json`);
  try {
    const { mtimeMs } = await fs.promises.stat(record);
    if (now - mtimeMs > FRESH_MS) return null;
    const build = JSON.parse(await fs.promises.readFile(record, 'utf8'));
    if (
      typeof build?.id !== 'string' ||
      !build.id.startsWith(`${name}.`) ||
      !/^[a-z0-9.-]+$/.test(build.id) ||
      typeof build.etag !== 'string' ||
      typeof build.builtAt !== 'string' ||
      typeof build.contentType !== 'string' ||
      typeof build.headers !== 'object' ||
      build.headers === null
    )
      return null; // a record written before it carried its type and headers: the route answers
    return build;
  } catch {
    return null; // not prepared yet, or a record being replaced
  }
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
  return since !== undefined && Date.parse(since) >= Date.parse(build.builtAt);
}

/**
 * A request handler for the prepared sitemap and feed files under `preparedDir` ($DATA_DIR/prepared). It
 * returns false, having written nothing, for anything it does not answer itself: the caller passes those to Next.
 * @param {string} preparedDir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>}
 */
function preparedFileServer(preparedDir) {
  const dir = path.resolve(preparedDir);
  const fixed = { plain: fixedPageHeaders(false), https: fixedPageHeaders(true) };
  return async function servePreparedFile(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.range) return false;
    const name = preparedName((req.url ?? '').split('?', 1)[0]);
    if (!name) return false;
    const accepts = acceptsEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
    const encoding = ENCODINGS.find((e) => accepts(e.name));
    if (!encoding) return false; // the plain file: Next's route sends it
    const build = await recentBuild(dir, name, Date.now());
    if (!build) return false;
    const headers = {
      ...(forwardedHttps(req.headers['x-forwarded-proto']) ? fixed.https : fixed.plain),
      ...build.headers,
      'Content-Type': build.contentType,
      ETag: build.etag,
      'Last-Modified': build.builtAt,
      Vary: 'Accept-Encoding',
    };
    if (notModified(req.headers, build)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    let handle;
    try {
      handle = await fs.promises.open(path.join(dir, build.id + encoding.suffix), 'r');
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

module.exports = { preparedFileServer, preparedName, FRESH_MS };
