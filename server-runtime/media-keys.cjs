// @ts-check
// What may be served under /media and as what type: one definition for the app (media-store.ts) and for the
// shop's HTTP server, which answers pictures on this machine's disk before Next (server-runtime/disk-media.cjs).
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): scripts/serve.mjs loads it as it is, with no compiler.
'use strict';

const { processEnv } = require('./environment.cjs');
const path = require('node:path');

/** @type {Readonly<Record<string, string>>} */
const MEDIA_CONTENT_TYPES = Object.freeze({
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
});

/**
 * The key of /media/<segments>, or null for anything that could leave the media folder or is not an image.
 * @param {readonly string[]} segments
 * @returns {string | null}
 */
function mediaKey(segments) {
  if (
    segments.length === 0 ||
    segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0') || s.includes('\\') || s.includes('/'))
  )
    return null;
  const key = segments.join('/');
  return MEDIA_CONTENT_TYPES[path.extname(key).toLowerCase()] ? key : null;
}

/**
 * @param {string} key
 * @returns {string}
 */
function contentTypeOf(key) {
  return MEDIA_CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Media files are never rewritten under the same name, so browsers and CDNs may keep them for a year; the
 *  build's hashed scripts and stylesheets likewise (static-assets.cjs). */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The bucket pictures are kept in when S3_BUCKET is set; null when they are on this machine's disk.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
function mediaBucket(env = processEnv()) {
  return env.S3_BUCKET?.trim() || null;
}

module.exports = { MEDIA_CONTENT_TYPES, mediaKey, contentTypeOf, MEDIA_CACHE_CONTROL, mediaBucket };
