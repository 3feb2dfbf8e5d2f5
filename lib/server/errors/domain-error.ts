// An expected failure, named by a code of the API contract. The domain says what went wrong; the HTTP edge
// (lib/server/http) decides the status from the code, so nothing under lib/server/<domain> knows HTTP.
// Anything else thrown is a bug, answered 500.
import 'server-only';
import { ERROR_CODES, type ApiErrorBody } from '@/server-runtime/api-error-codes.cjs';
import type { ErrorCode } from './error-code';

/** One problem of an uploaded file, where a spreadsheet shows it: the file's line (the header is line 1) and column. */
export type RowError = { line: number; column: string; message: string };

/** Fields the answer carries next to message and error_code (field errors by field, or a file's problems by line
 *  and column; retry times, ids), as clients read them. */
export type ErrorDetails = Pick<ApiErrorBody, 'details'> & {
  errors?: ApiErrorBody['errors'] | RowError[];
} & Record<string, unknown>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string, code: ErrorCode = ERROR_CODES.notFound) => new DomainError(code, message);
