import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@/lib/shared/api-error-codes';
import { hasMalformedEscape, refuseMalformedPath } from './malformed-path.cjs';

// The real guard in a real HTTP server. What it lets through reaches this fallback, as it reaches Next in
// scripts/serve.mjs.
const FALLBACK_STATUS = 599;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseMalformedPath(req, res)) return;
    res.writeHead(FALLBACK_STATUS);
    res.end('fallback');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A raw request, so the path reaches the server exactly as written. */
function request(pathname: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(base, { method: options.method ?? 'GET', path: pathname, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('hasMalformedEscape', () => {
  it.each(['/products/%E0%A4', '/media/%ZZ.webp', '/api/v1/orders/%/cancel', '/a%2', '/%C0%80'])('finds %s broken', (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });

  it.each(['/', '/products/12', '/search/%E0%A4%B9', '/a%20b', '/products?q=%', '/products?q=%E0%A4', undefined])(
    'lets %s through',
    (path) => {
      expect(hasMalformedEscape(path)).toBe(false);
    },
  );
});

describe('refuseMalformedPath in a server', () => {
  it('answers an API path with a JSON 400 and the code, and closes the connection', async () => {
    const response = await request('/api/v1/products/%E0%A4', { method: 'POST', body: '{"quantity":1}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers.connection).toBe('close');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(response.body)).toEqual({ message: expect.stringMatching(/not valid/), error_code: ERROR_CODES.malformedPath });
  });

  it('answers a page path with a short HTML page that links home, under the fixed page policy', async () => {
    const response = await request('/orders/%E0%A4?x=1');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toContain('<h1>This page address is not valid</h1>');
    expect(response.body).toContain('<a href="/">Go to the home page</a>');
  });

  it('sends no body to a HEAD request', async () => {
    const response = await request('/media/%ZZ.webp', { method: 'HEAD' });
    expect(response.status).toBe(400);
    expect(response.body).toBe('');
  });

  it('passes every decodable path on untouched, a broken escape in the query included', async () => {
    for (const path of ['/api/v1/products/1', '/products?q=%', '/search/%E0%A4%B9']) {
      expect((await request(path)).status).toBe(FALLBACK_STATUS);
    }
  });
});
