// Reads a JSON request body: JSON only (a cross-site form cannot send it without a preflight), 64 KiB at
// most, parsed and validated, each failure a 4xx with a clear message.
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { ERROR_CODES } from '@/lib/shared/api-error-codes';
import { ApiError } from './api-error';
import { parseOrThrow } from './validation';

export const MAX_JSON_BYTES = 64 * 1024;

export async function readJson(request: NextRequest): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)', ERROR_CODES.unsupportedMediaType);
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw new ApiError(413, 'Request body is too large', ERROR_CODES.payloadTooLarge);
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new ApiError(413, 'Request body is too large', ERROR_CODES.payloadTooLarge);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON', ERROR_CODES.invalidJson);
  }
}

export async function readJsonBody<S extends z.ZodType>(request: NextRequest, schema: S): Promise<z.infer<S>> {
  return parseOrThrow(schema, await readJson(request));
}
