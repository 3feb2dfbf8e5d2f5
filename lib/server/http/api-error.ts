import { ERROR_CODES, type ApiErrorBody } from '@/lib/shared/api-error-codes';

/** An expected failure with an answer for the client; anything else thrown is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly extra: Pick<ApiErrorBody, 'details' | 'errors'> & Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return { message: this.message, error_code: this.code, ...this.extra };
  }
}

export const notFound = (message: string, code: string = ERROR_CODES.notFound) => new ApiError(404, message, code);
