// Reads a multipart/form-data upload: the declared length is checked before anything is read, so a huge
// body is refused without being buffered, and the parse failing is the client's 400, never a 500.
import 'server-only';
import type { NextRequest } from 'next/server';
import { DomainError } from '@/lib/server/errors/domain-error';
import { ERROR_CODES } from '@/lib/shared/api-error-codes';

export async function readMultipart(request: NextRequest, maxBytes: number, messages: { notMultipart: string; tooLarge: string }): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new DomainError(ERROR_CODES.unsupportedMediaType, messages.notMultipart);
  const declared = Number(request.headers.get('content-length') ?? 0);
  // The envelope around a file (boundaries, field headers, the alt text) stays well under 64 KiB.
  if (declared > maxBytes + 64 * 1024) throw new DomainError(ERROR_CODES.payloadTooLarge, messages.tooLarge);
  try {
    return await request.formData();
  } catch {
    throw new DomainError(ERROR_CODES.validationFailed, messages.notMultipart);
  }
}
