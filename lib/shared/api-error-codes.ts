// Machine-readable error codes the API answers with, next to a human message ({ message, error_code }); the
// codes themselves are in api-error-codes.cjs, which the shop's HTTP server reads too.
export { ERROR_CODES } from './api-error-codes.cjs';

export type ApiErrorBody = {
  message: string;
  error_code: string;
  details?: string[];
  errors?: Record<string, string[]>;
};
