import { ERROR_CODES } from '@/lib/shared/api-error-codes';
import { FALLBACK_STATUS, serveHandler, type RawAnswer, type RawRequest } from '@/test-support/serve-handler';
import { hasMalformedEscape, refuseMalformedPath } from './malformed-path.cjs';

// The real guard in a real HTTP server; what it lets through gets FALLBACK_STATUS.
let request: RawRequest;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ request, close } = await serveHandler(refuseMalformedPath));
});

afterAll(() => close());

const text = (answer: RawAnswer) => answer.body.toString('utf8');

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
    expect(JSON.parse(text(response))).toEqual({ message: expect.stringMatching(/not valid/), error_code: ERROR_CODES.malformedPath });
  });

  it('answers a page path with a short HTML page that links home, under the fixed page policy', async () => {
    const response = await request('/orders/%E0%A4?x=1');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(text(response)).toContain('<h1>This page address is not valid</h1>');
    expect(text(response)).toContain('<a href="/">Go to the home page</a>');
  });

  it('sends no body to a HEAD request', async () => {
    const response = await request('/media/%ZZ.webp', { method: 'HEAD' });
    expect(response.status).toBe(400);
    expect(response.body.length).toBe(0);
  });

  it('passes every decodable path on untouched, a broken escape in the query included', async () => {
    for (const path of ['/api/v1/products/1', '/products?q=%', '/search/%E0%A4%B9']) {
      expect((await request(path)).status).toBe(FALLBACK_STATUS);
    }
  });
});
