// The JSON answer of a refusal, { message, error_code, ...details } with its code's status. A module of its own
// so proxy.ts, which runs before every request, can answer with it without loading the database layer that
// route.ts reaches (an unreachable database is a 503 there).
import 'server-only';
import { NextResponse } from 'next/server';
import type { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ERROR_STATUS } from './error-status';

export function errorResponse(error: DomainError): NextResponse {
  const response = NextResponse.json(
    { message: error.message, error_code: error.code, ...error.details },
    { status: ERROR_STATUS[error.code] },
  );
  // The rest of a body refused for its size is never read (capped-body.ts), so its connection cannot carry
  // another request: saying so lets the client open a new one rather than meet a reset on this one.
  if (error.code === ERROR_CODES.payloadTooLarge) response.headers.set('connection', 'close');
  return response;
}
