// Reads a JSON request body: JSON only (a cross-site form cannot send it without a preflight), 64 KiB at
// most, parsed and validated, each failure a 4xx with a clear message.
import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DomainError } from '@/lib/server/errors';
import { REQUEST_ERROR_MESSAGES as M } from '@/lib/shared/messages/request-errors';
import { readCappedBody } from './capped-body';
import { parseOrThrow } from './validation';

export const MAX_JSON_BYTES = 64 * 1024;

export async function readJson(request: NextRequest): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new DomainError(ERROR_CODES.unsupportedMediaType, M.sendJson);
  }
  const text = (await readCappedBody(request, MAX_JSON_BYTES)).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError(ERROR_CODES.invalidJson, M.invalidJson);
  }
}

export async function readJsonBody<S extends z.ZodType>(request: NextRequest, schema: S): Promise<z.infer<S>> {
  return parseOrThrow(schema, await readJson(request));
}
