import { ERROR_CODES } from './api-error-codes.cjs';
import { FALLBACK_STATUS, serveHandler, type RawAnswer, type RawRequest } from '@/test-support/serve-handler';
import { hasMalformedEscape, hasUnreadableRouterState, refuseUnreadableRequest } from './unreadable-request.cjs';

// The real guard in a real HTTP server; what it lets through gets FALLBACK_STATUS.
let request: RawRequest;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ request, close } = await serveHandler(refuseUnreadableRequest));
});

afterAll(() => close());

const text = (answer: RawAnswer) => answer.body.toString('utf8');

describe('hasMalformedEscape', () => {
  it.each(['/products/%E0%A4', '/media/%ZZ.webp', '/api/v1/orders/%/cancel', '/a%2', '/%C0%80'])(
    'finds %s broken',
    (path) => {
      expect(hasMalformedEscape(path)).toBe(true);
    },
  );

  it.each(['/', '/products/12', '/search/%E0%A4%B9', '/a%20b', '/products?q=%', '/products?q=%E0%A4', undefined])(
    'lets %s through',
    (path) => {
      expect(hasMalformedEscape(path)).toBe(false);
    },
  );
});

// Router state headers as the App Router's client sends them (taken from Chromium's requests to this shop),
// and ones Next 16.4 fails on with a 500.
const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const SOUND_STATES = [
  tree(['', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 1]),
  tree([
    '',
    { children: ['products', { children: [['id', '12', 'd', null], { children: ['__PAGE__', {}] }] }] },
    null,
    'refetch',
  ]),
  tree([
    '',
    {
      children: [
        '(shop)',
        { children: ['orders', { children: ['__PAGE__?{"page":"2"}', {}, ['/orders', '/orders?page=2']] }] },
      ],
    },
  ]),
  tree(['', { children: [['slug', 'a-b', 'c', ['new', 'sale']], {}] }, null, null, null, 'x']),
];
const BROKEN_STATES = [
  'garbage',
  '%7B',
  tree(null),
  tree([]),
  tree([1]),
  tree({}),
  tree(['', { children: 1 }]),
  tree(['', {}, 'url']),
  tree(['', {}, null, 'reload']),
  tree(['', {}, null, null, 'one']),
  tree(['', {}, null, null, 1, 'rest', 'more']),
  tree(['', { children: [['id', '12', 'dynamic', null], {}] }]),
  tree(['', { children: [['id', '12', 'd'], {}] }]),
  '['.repeat(40_001),
];

describe('hasUnreadableRouterState', () => {
  it('lets a request without the header, or with a tree the client sends, through', () => {
    expect(hasUnreadableRouterState({})).toBe(false);
    for (const value of SOUND_STATES) expect(hasUnreadableRouterState({ 'next-router-state-tree': value })).toBe(false);
  });

  it.each(BROKEN_STATES.map((value) => [value.slice(0, 60), value]))('finds %s unreadable', (_shown, value) => {
    expect(hasUnreadableRouterState({ 'next-router-state-tree': value })).toBe(true);
  });

  it('finds the header sent twice unreadable', () => {
    expect(
      hasUnreadableRouterState({ 'next-router-state-tree': [SOUND_STATES[0], SOUND_STATES[0]] as unknown as string }),
    ).toBe(true);
  });
});

describe('refuseUnreadableRequest in a server', () => {
  it('answers an API path with a JSON 400 and the code, and closes the connection', async () => {
    const response = await request('/api/v1/products/%E0%A4', {
      method: 'POST',
      body: '{"quantity":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers.connection).toBe('close');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(text(response))).toEqual({
      message: expect.stringMatching(/not valid/),
      error_code: ERROR_CODES.malformedPath,
    });
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

  it('answers a page request with an unreadable router state with a plain 400; the API is not asked about it', async () => {
    const refused = await request('/orders', { headers: { rsc: '1', 'next-router-state-tree': 'garbage' } });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text(refused)).toBe('The router state header could not be read.');
    expect(
      (await request('/orders', { headers: { rsc: '1', 'next-router-state-tree': SOUND_STATES[1] } })).status,
    ).toBe(FALLBACK_STATUS);
    expect((await request('/api/v1/products', { headers: { 'next-router-state-tree': 'garbage' } })).status).toBe(
      FALLBACK_STATUS,
    );
  });

  it('passes every decodable path on untouched, a broken escape in the query included', async () => {
    for (const path of ['/api/v1/products/1', '/products?q=%', '/search/%E0%A4%B9']) {
      expect((await request(path)).status).toBe(FALLBACK_STATUS);
    }
  });
});
