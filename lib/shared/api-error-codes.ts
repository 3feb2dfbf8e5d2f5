// Machine-readable error codes the API answers with, next to a human message ({ message, error_code }).
export const ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  invalidJson: 'INVALID_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  crossSiteRequest: 'CROSS_SITE_REQUEST',
  routeNotFound: 'ROUTE_NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  internal: 'INTERNAL_ERROR',
  /** GET /api/health: a part the shop needs (database, shared cache) does not answer, or it is stopping. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ApiErrorBody = {
  message: string;
  error_code: string;
  details?: string[];
  errors?: Record<string, string[]>;
};
