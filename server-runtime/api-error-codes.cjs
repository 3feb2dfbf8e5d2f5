// @ts-check
// Machine-readable error codes the API answers with, next to a human message ({ message, error_code }).
// CommonJS with JSDoc types (checked by `npm run typecheck`), so scripts/serve.mjs (plain Node, no compiler)
// answers the requests it refuses itself with the same codes as the app.
'use strict';

const ERROR_CODES = Object.freeze({
  validationFailed: 'VALIDATION_FAILED',
  invalidJson: 'INVALID_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  crossSiteRequest: 'CROSS_SITE_REQUEST',
  routeNotFound: 'ROUTE_NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  // A path with a broken percent-escape (%E0 alone): refused by scripts/serve.mjs before Next reads it.
  malformedPath: 'MALFORMED_PATH',
  internal: 'INTERNAL_ERROR',
  // GET /api/health: a part the shop needs (database, shared cache) does not answer, or it is stopping.
  unavailable: 'SERVICE_UNAVAILABLE',
});

/**
 * The body of every API error answer.
 * @typedef {object} ApiErrorBody
 * @property {string} message
 * @property {string} error_code
 * @property {string[]} [details]
 * @property {Record<string, string[]>} [errors]
 */

module.exports = { ERROR_CODES };
