// A handler of scripts/serve.mjs (one that answers some requests itself and declines the rest) in a real HTTP
// server on a free port. What it declines gets FALLBACK_STATUS, as it would reach Next in serve.mjs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FALLBACK_STATUS = 599;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
export type RawRequest = (
  pathname: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<RawAnswer>;

export async function serveHandler(handler: Handler): Promise<{ request: RawRequest; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    if (await handler(req, res)) return;
    res.writeHead(FALLBACK_STATUS);
    res.end('fallback');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A raw request, so paths like /media/../x or %E0%A4 reach the server as written (fetch would normalise them).
  const request: RawRequest = (pathname, options = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        base,
        { method: options.method ?? 'GET', headers: options.headers, path: pathname },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });
  return { request, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
