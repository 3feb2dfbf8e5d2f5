// @ts-check
// Pictures on this machine's disk ($DATA_DIR/media), answered by the shop's HTTP server (scripts/serve.mjs)
// before Next sees the request. Every width of every picture is prepared when it is stored, so a picture is
// a plain file: through Next's route handler a cold one took up to 143 ms under a crawl (its whole pipeline,
// and the file read into memory first); streamed from here it is a stat and a sendfile-sized copy.
// With S3_BUCKET set the pictures are in the bucket, and app/media/[...path] answers as before.
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { contentTypeOf, mediaKey, MEDIA_CACHE_CONTROL } = require('./media-keys.cjs');
const { fixedPageHeaders, forwardedHttps } = require('./security-headers.cjs');

const PREFIX = '/media/';

/**
 * The key a request path names, or null when it is not a media path this server can answer.
 * @param {string} pathname
 * @returns {string | null}
 */
function keyOfPath(pathname) {
  if (!pathname.startsWith(PREFIX)) return null;
  try {
    return mediaKey(pathname.slice(PREFIX.length).split('/').map(decodeURIComponent));
  } catch {
    return null; // a malformed escape: Next answers it
  }
}

/**
 * A request handler for pictures in `mediaDir`. It returns false, having written nothing, for anything it does
 * not answer itself (another path or method, a file that is not there): the caller passes those to Next, whose
 * route gives the same 404 as before.
 * @param {string} mediaDir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>}
 */
function diskMediaServer(mediaDir) {
  const root = path.resolve(mediaDir);
  // The fixed headers depend only on whether TLS ended in front: built once each, not per picture.
  const fixed = { plain: fixedPageHeaders(false), https: fixedPageHeaders(true) };
  return async function serveDiskMedia(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '').split('?', 1)[0];
    const key = keyOfPath(pathname);
    if (!key) return false;
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) return false;
    let stat;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;

    const modified = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
    const headers = {
      ...(forwardedHttps(req.headers['x-forwarded-proto']) ? fixed.https : fixed.plain),
      'Content-Type': contentTypeOf(key),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'Last-Modified': modified.toUTCString(),
    };
    const since = Date.parse(req.headers['if-modified-since'] ?? '');
    if (!Number.isNaN(since) && since >= modified.getTime()) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(stat.size) });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = fs.createReadStream(file);
    // The file went between stat and open (a picture deleted in the back office): the length is already
    // promised, so the connection is cut rather than a short body passed off as whole.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
    return true;
  };
}

module.exports = { diskMediaServer };
