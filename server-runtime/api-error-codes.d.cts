// Types of api-error-codes.cjs.
export const ERROR_CODES: {
  readonly validationFailed: 'VALIDATION_FAILED';
  readonly invalidJson: 'INVALID_JSON';
  readonly unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE';
  readonly payloadTooLarge: 'PAYLOAD_TOO_LARGE';
  readonly notFound: 'NOT_FOUND';
  readonly unauthenticated: 'UNAUTHENTICATED';
  readonly crossSiteRequest: 'CROSS_SITE_REQUEST';
  readonly routeNotFound: 'ROUTE_NOT_FOUND';
  readonly methodNotAllowed: 'METHOD_NOT_ALLOWED';
  /** A path with a broken percent-escape, refused by scripts/serve.mjs before Next reads it. */
  readonly malformedPath: 'MALFORMED_PATH';
  readonly internal: 'INTERNAL_ERROR';
  /** GET /api/health: a part the shop needs (database, shared cache) does not answer, or it is stopping. */
  readonly unavailable: 'SERVICE_UNAVAILABLE';
};

/** The body of every API error answer. */
export type ApiErrorBody = {
  message: string;
  error_code: string;
  details?: string[];
  errors?: Record<string, string[]>;
};
