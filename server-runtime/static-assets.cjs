// @ts-check
// The build's scripts and stylesheets (/_next/static), compressed once when the shop is built and answered by
// the shop's HTTP server (scripts/serve.mjs) before Next sees the request. Next compresses each of them again
// for every request, with gzip at its default level: the catalogue pages' 170 KiB of script cost the server
// that work on every first visit, and Brotli at its highest quality, too slow to run per request, makes the
// same files about 15 % smaller (docs/benchmarks.md). Anything without a compressed copy (a bare
// `next build`, a client that takes neither encoding, a range request) goes to Next as before.
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { MEDIA_CACHE_CONTROL } = require('./media-keys.cjs');
const { fixedPageHeaders, forwardedHttps } = require('./security-headers.cjs');

const PREFIX = '/_next/static/';

/** What is compressed, and how it is answered: the text files of the build (fonts and icons are not text). */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
});

/** The compressed copies beside each file, in the order they are preferred. */
const ENCODINGS = /** @type {const} */ ([
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]);

/**
 * Every script and stylesheet under `dir`, at any depth.
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && path.extname(entry.name) in CONTENT_TYPES) yield full;
  }
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet under `staticDir`
 * that lacks one, each written whole under a temporary name first, and returns how many files have their
 * copies; a folder that is not there (no build) gives 0.
 * @param {string} staticDir
 * @returns {number}
 */
function precompressStaticAssets(staticDir) {
  if (!fs.existsSync(staticDir)) return 0;
  let count = 0;
  for (const file of textFiles(staticDir)) {
    count++;
    const missing = ENCODINGS.filter(({ suffix }) => !fs.existsSync(file + suffix));
    if (missing.length === 0) continue;
    const body = fs.readFileSync(file);
    for (const { name, suffix } of missing) {
      const compressed =
        name === 'br'
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
      fs.writeFileSync(`${file}${suffix}.tmp`, compressed);
      fs.renameSync(`${file}${suffix}.tmp`, file + suffix);
    }
  }
  return count;
}

/**
 * The encodings an Accept-Encoding header takes (RFC 9110 section 12.5.3): names without `;q=0`, lower case.
 * `*` stands for any encoding not named.
 * @param {string | undefined} header
 * @returns {(name: string) => boolean}
 */
function acceptsEncoding(header) {
  /** @type {Map<string, boolean>} */
  const named = new Map();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    named.set(token, !(q && Number(q.slice(2)) === 0));
  }
  return (name) => named.get(name) ?? named.get('*') ?? false;
}

/**
 * A request handler for the compressed copies under `staticDir` (the build's .next/static). It returns false,
 * having written nothing, for anything it does not answer itself: the caller passes those to Next.
 * @param {string} staticDir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>}
 */
function staticAssetServer(staticDir) {
  const root = path.resolve(staticDir);
  const fixed = { plain: fixedPageHeaders(false), https: fixedPageHeaders(true) };
  return async function serveStaticAsset(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.range) return false;
    const pathname = (req.url ?? '').split('?', 1)[0];
    if (!pathname.startsWith(PREFIX)) return false;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(PREFIX.length));
    } catch {
      return false; // a malformed escape: Next answers it
    }
    const file = path.resolve(root, relative);
    const type = CONTENT_TYPES[path.extname(file)];
    if (!type || !file.startsWith(root + path.sep)) return false;
    const accepts = acceptsEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
    for (const { name, suffix } of ENCODINGS) {
      if (!accepts(name)) continue;
      let handle;
      try {
        handle = await fs.promises.open(file + suffix, 'r');
      } catch {
        continue; // no copy in this encoding (a bare `next build`)
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        continue;
      }
      const { size } = stat;
      res.writeHead(200, {
        ...(forwardedHttps(req.headers['x-forwarded-proto']) ? fixed.https : fixed.plain),
        'Content-Type': type,
        'Content-Encoding': name,
        'Content-Length': String(size),
        // Hashed names never change content: a year, as for pictures (and as Next answers them).
        'Cache-Control': MEDIA_CACHE_CONTROL,
        Vary: 'Accept-Encoding',
      });
      if (req.method === 'HEAD') {
        await handle.close();
        res.end();
        return true;
      }
      const stream = handle.createReadStream();
      stream.on('error', () => res.destroy());
      stream.pipe(res);
      return true;
    }
    return false;
  };
}

module.exports = { precompressStaticAssets, staticAssetServer, acceptsEncoding };
