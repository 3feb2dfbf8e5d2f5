// @ts-check
// Where the shop's runtime data lives ($DATA_DIR, else .data in the working folder): one definition for the app
// (config.ts) and for the shop's HTTP server, which serves the pictures under it (scripts/serve.mjs).
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const { processEnv } = require('./environment.cjs');
const path = require('node:path');

/** @returns {string} */
function dataDir() {
  // Runtime data, not a source: keep the bundler from tracing the whole project through this path. Turbopack
  // reads the inner join on its own, so it carries the mark too (without it, a build after the first start
  // warned that '.data' matches every seeded picture, 10,103 files).
  return path.resolve(
    /*turbopackIgnore: true*/ processEnv().DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data'),
  );
}

/** @returns {string} */
function mediaDir() {
  return path.join(/*turbopackIgnore: true*/ dataDir(), 'media');
}

module.exports = { dataDir, mediaDir };
