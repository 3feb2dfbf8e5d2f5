// Reads a multipart/form-data upload: a declared length over the limit is refused before anything is read, and a
// body sent in chunks once it passes the limit, so a huge body is never buffered whole; the parse failing is the
// client's 400, never a 500.
import 'server-only';
import type { NextRequest } from 'next/server';
import { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { readCappedBody } from './capped-body';
import { refuseUnstorableFields } from './unstorable-text';

export async function readMultipart(
  request: NextRequest,
  maxBytes: number,
  messages: { notMultipart: string; tooLarge: string },
): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type))
    throw new DomainError(ERROR_CODES.unsupportedMediaType, messages.notMultipart);
  // The envelope around a file (boundaries, field headers, the alt text) stays well under 64 KiB.
  const body = await readCappedBody(
    request,
    maxBytes + 64 * 1024,
    () => new DomainError(ERROR_CODES.payloadTooLarge, messages.tooLarge),
  );
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new DomainError(ERROR_CODES.validationFailed, messages.notMultipart);
  }
  // The form's text fields (a picture's alt, a review's words) are checked as a JSON body is before the route
  // runs: a NUL would reach the database as a 500.
  refuseUnstorableFields(form.entries());
  return form;
}
