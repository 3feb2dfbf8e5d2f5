import { DomainError } from '@/lib/server/errors/domain-error';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { payloadTooLarge, readCappedBody } from './capped-body';
import { errorResponse } from './route';

/** A request whose body arrives in chunks with no Content-Length, as a chunked upload does. */
function chunked(chunks: number, chunkBytes: number, onPull?: () => void): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  return new Request('http://shop.test/api/v1/cart/add_item', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

const code = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('readCappedBody', () => {
  it('reads a body up to the limit, whole', async () => {
    const body = await readCappedBody(chunked(4, 1000), 4000);
    expect(body.length).toBe(4000);
    expect(body.every((b) => b === 120)).toBe(true);
  });

  it('refuses a chunked body once it passes the limit, without reading the rest', async () => {
    let pulls = 0;
    expect(
      await code(
        readCappedBody(
          chunked(10_000, 1024, () => (pulls += 1)),
          64 * 1024,
        ),
      ),
    ).toBe(ERROR_CODES.payloadTooLarge);
    // 65 chunks pass 64 KiB; a few more may be pulled ahead by the stream, never the 10,000 offered.
    expect(pulls).toBeLessThan(80);
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    let pulls = 0;
    const request = chunked(1000, 1024, () => (pulls += 1));
    const declared = new Request(request, { headers: { 'content-length': '70000' } });
    expect(await code(readCappedBody(declared, 64 * 1024))).toBe(ERROR_CODES.payloadTooLarge);
    // Only what the stream fills ahead by itself (its high-water mark), none of it asked for by the reader.
    expect(pulls).toBeLessThan(4);
  });

  it('takes the refusal it is given, and reads an absent body as empty', async () => {
    const own = () => new DomainError(ERROR_CODES.payloadTooLarge, 'This picture is too large');
    await expect(readCappedBody(chunked(3, 10), 20, own)).rejects.toThrow('This picture is too large');
    expect((await readCappedBody(new Request('http://shop.test/', { method: 'POST' }), 10)).length).toBe(0);
  });
});

describe('readCappedBody on a cloned request', () => {
  it('refuses the clone past its limit and still gives the original branch to the route', async () => {
    const request = chunked(100, 1024);
    await expect(readCappedBody(request.clone(), 10 * 1024)).rejects.toThrow('Request body is too large');
    expect((await readCappedBody(request, 200 * 1024)).length).toBe(100 * 1024);
  });
});

describe('the answer to a body refused for its size', () => {
  it('closes its connection, whose unread rest could not carry another request', () => {
    const refused = errorResponse(payloadTooLarge());
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    expect(
      errorResponse(new DomainError(ERROR_CODES.validationFailed, 'Invalid')).headers.get('connection'),
    ).toBeNull();
  });
});
