// The browser's one way to call /api/v1. The session rides in the httpOnly cookie; errors are read the way
// the spec says (message, error, details, errors, error_code) into one ApiRequestError.
import 'client-only';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';

export const API_BASE = '/api/v1';

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type ErrorBody = { message?: unknown; error?: unknown; details?: unknown; errors?: unknown; error_code?: unknown };

export function readApiError(status: number, body: unknown, fallback: string): ApiRequestError {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const details = Array.isArray(b.details) ? b.details.filter((d): d is string => typeof d === 'string') : [];
  const fieldErrors: Record<string, string[]> = {};
  if (b.errors && typeof b.errors === 'object') {
    for (const [field, value] of Object.entries(b.errors as Record<string, unknown>)) {
      fieldErrors[field] = (Array.isArray(value) ? value : [value]).map(String);
    }
  }
  const message =
    (typeof b.message === 'string' && b.message) ||
    (typeof b.error === 'string' && b.error) ||
    details[0] ||
    Object.values(fieldErrors)[0]?.[0] ||
    fallback;
  return new ApiRequestError(
    message,
    status,
    typeof b.error_code === 'string' ? b.error_code : undefined,
    fieldErrors,
    body,
  );
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON-encoded, or sent as it is when it is FormData (a file upload). */
  body?: unknown;
  signal?: AbortSignal;
  fallbackError?: string;
  /** Extra request headers (Idempotency-Key on a refund). */
  headers?: Record<string, string>;
};

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    signal,
    fallbackError = FAILURE_MESSAGES.somethingWrong,
    headers: extra = {},
  } = options;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      // FormData sets its own multipart content type, boundary included.
      headers: {
        accept: 'application/json',
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(fallbackError, 0, 'NETWORK_ERROR');
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) throw readApiError(response.status, parsed, fallbackError);
  return parsed as T;
}
