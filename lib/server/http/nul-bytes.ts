// PostgreSQL cannot store U+0000 in text: a NUL that reaches a query fails with error 22021 (a 500 and a
// stack trace in the log). Every value a client writes is checked here, once, before any route sees it.
import { ERROR_CODES } from '@/lib/shared/api-error-codes';
import { INPUT_MESSAGES } from '@/lib/shared/messages';
import { ApiError } from './api-error';

const NUL = '\u0000';

/** The first field (dotted path, as validation errors name fields) whose key or string value holds a NUL. */
export function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return childPath.replaceAll(NUL, '\\0');
    const found = fieldWithNul(child, childPath);
    if (found) return found;
  }
  return null;
}

export function nulError(field: string): ApiError {
  const message = INPUT_MESSAGES.nulByte;
  return new ApiError(400, `Invalid ${field}`, ERROR_CODES.validationFailed, {
    details: [`${field} ${message}`],
    errors: { [field]: [message] },
  });
}

/** Throws 400 VALIDATION_FAILED naming the field when any string in `value` holds a NUL. */
export function refuseNul(value: unknown, root = ''): void {
  const field = fieldWithNul(value, root);
  if (field !== null) throw nulError(field || 'body');
}

/** The query's values (and names), each named as the query parameter it is. */
export function refuseNulInQuery(params: URLSearchParams): void {
  for (const [key, value] of params) {
    if (key.includes(NUL)) throw nulError(key.replaceAll(NUL, '\\0'));
    if (value.includes(NUL)) throw nulError(key);
  }
}

/** Bodies larger than any route takes are left to the route, which refuses them by size. */
const MAX_CHECKED_BODY_BYTES = 512 * 1024;
/** A NUL in JSON text is either the raw character or its escape; only then is the body parsed here. */
const MAY_HOLD_NUL = /\u0000|\\u0000/i;

/**
 * Query, path parameters and JSON body of an API request. The body is read from a clone, so the route still
 * reads it; a body that is not JSON is left to the route's own refusal.
 */
export async function refuseNulInRequest(request: Request, params: unknown): Promise<void> {
  refuseNulInQuery(new URL(request.url).searchParams);
  refuseNul(params);
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_CHECKED_BODY_BYTES) return;
  const text = await request.clone().text();
  if (!MAY_HOLD_NUL.test(text)) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  refuseNul(body);
}
