// Turns zod failures into the API's 400 answer, naming every field that was wrong.
import 'server-only';
import type { z } from 'zod';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DomainError } from '@/lib/server/errors';
import { REQUEST_ERROR_MESSAGES as M } from '@/lib/shared/messages/request-errors';

export function validationError(error: z.ZodError): DomainError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return fieldsError(errors);
}

/** The 400 naming each wrong field with its messages, as a list (details) and by field (errors). */
export function fieldsError(errors: Record<string, string[]>): DomainError {
  const details = Object.entries(errors).map(([field, messages]) => `${field} ${messages.join(', ')}`);
  return new DomainError(ERROR_CODES.validationFailed, M.invalidFields(Object.keys(errors)), {
    details,
    errors,
  });
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A repeated query parameter keeps its first value; unknown parameters are ignored. */
export function parseSearchParams<S extends z.ZodType>(schema: S, params: URLSearchParams): z.infer<S> {
  const record: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in record)) record[key] = value;
  return parseOrThrow(schema, record);
}
