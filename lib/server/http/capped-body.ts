// Reads a request body up to a limit, refusing it as soon as it passes the limit. A declared Content-Length
// over the limit is refused before anything is read; a body sent in chunks, which declares none, is counted as
// it arrives. Nothing in front of the routes cuts bodies short for them: proxy.ts runs only for requests that
// may be cross-site writes (its matcher), so each reader of a body bounds its own.
import 'server-only';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DomainError } from '@/lib/server/errors';
import { REQUEST_ERROR_MESSAGES as M } from '@/lib/shared/messages/request-errors';

export const payloadTooLarge = () => new DomainError(ERROR_CODES.payloadTooLarge, M.tooLarge);

/** The body's bytes, at most `maxBytes` of them; past that, `tooLarge()` is thrown and the rest is not read. */
export async function readCappedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error = payloadTooLarge,
): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: the body of a cloned request is one branch of a tee, whose cancel settles only once the
      // other branch is cancelled too, and the route reads that one after this returns.
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
