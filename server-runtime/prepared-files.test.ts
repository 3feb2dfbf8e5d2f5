import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { preparedBuild, type PreparedFileSpec } from '@/lib/server/http/prepared-file';
import { FALLBACK_STATUS, serveHandler, type RawRequest } from '@/test-support/serve-handler';
import { LOOKUP_KEY, PUBLIC_PATH, preparedFileServer } from './prepared-files.cjs';

// The real handler in a real HTTP server, on files prepared by the app's own preparing code (prepared-file.ts),
// found through a lookup announced as the app announces its own (lib/server/http/prepared-lookup.ts, which
// maps the addresses to the catalogue's files; here two addresses map to files of known text).
const FEED = `id,title,price\n${Array.from({ length: 3000 }, (_, i) => `${i},Jhumka ${i} स्वर्ण,${1000 + i}.00 INR`).join('\n')}\n`;
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${'<url><loc>https://shop.example/p/ring</loc></url>'.repeat(500)}</urlset>\n`;

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-files-'));
const preparedDir = path.join(process.env.DATA_DIR, 'prepared');

let stamp = 'catalogue-1';
let feedText = FEED;
function spec(
  name: string,
  text: () => string,
  contentType: string,
  headers: Record<string, string>,
): PreparedFileSpec {
  return {
    name,
    stamp,
    contentType,
    headers,
    staleAboveBytes: 1_000_000,
    build: async function* () {
      // In pieces, as the feeds are written.
      const all = text();
      for (let i = 0; i < all.length; i += 4096) yield all.slice(i, i + 4096);
    },
  };
}
const specs: Record<string, () => PreparedFileSpec> = {
  '/feeds/meta.csv': () =>
    spec('meta-feed.csv', () => feedText, 'text/csv; charset=utf-8', {
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'public, max-age=300',
    }),
  '/sitemaps/products-1.xml': () =>
    spec('sitemap-products-1.xml', () => SITEMAP, 'application/xml; charset=utf-8', {
      'Cache-Control': 'public, max-age=300',
    }),
};
const lookups: string[] = [];
const slot = globalThis as unknown as Record<symbol, unknown>;

let request: RawRequest;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ request, close } = await serveHandler(preparedFileServer()));
});

beforeEach(() => {
  slot[LOOKUP_KEY] = (pathname: string) => {
    lookups.push(pathname);
    return pathname in specs ? preparedBuild(specs[pathname]!()) : Promise.resolve(null);
  };
});

afterAll(async () => {
  delete slot[LOOKUP_KEY];
  await close();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

describe('PUBLIC_PATH', () => {
  it('takes the fixed addresses and the numbered product files, and nothing else', () => {
    for (const known of [
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/sitemaps/products-12.xml',
      '/feeds/google.xml',
      '/feeds/meta.csv',
    ])
      expect([known, PUBLIC_PATH.test(known)]).toEqual([known, true]);
    for (const other of [
      '/sitemaps/products-0.xml',
      '/sitemaps/products-1.xml.json',
      '/sitemaps/../feeds/meta.csv',
      '/sitemaps/products-1%2F..%2F..xml',
      '/feeds/meta.csv.br',
      '/feeds/toString',
      '/feeds/',
      '/sitemap.xmlx',
    ])
      expect([other, PUBLIC_PATH.test(other)]).toEqual([other, false]);
  });
});

describe('preparedFileServer', () => {
  it('answers Brotli that decodes to the prepared file, with its type, headers, validators and Vary', async () => {
    const answer = await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(FEED);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(FEED) / 4);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(Date.parse(answer.headers['last-modified']!)).toBeGreaterThan(Date.now() - 60_000);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers gzip where Brotli is refused, and HEAD without a body', async () => {
    const answer = await request('/sitemaps/products-1.xml?x=1', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(SITEMAP);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['x-robots-tag']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    const head = await request('/sitemaps/products-1.xml', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(answer.body.length));
  });

  it('answers 304 to a client that has the build, by ETag or by date, and 200 to one that has another', async () => {
    const first = await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag!;
    const again = await request('/feeds/meta.csv', {
      headers: { 'accept-encoding': 'br', 'if-none-match': `"older", W/${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
    const byDate = await request('/feeds/meta.csv', {
      headers: { 'accept-encoding': 'gzip', 'if-modified-since': first.headers['last-modified']! },
    });
    expect(byDate.status).toBe(304);
    const other = await request('/feeds/meta.csv', {
      headers: {
        'accept-encoding': 'gzip',
        'if-none-match': '"older"',
        'if-modified-since': first.headers['last-modified']!,
      },
    });
    expect(other.status).toBe(200);
    expect(zlib.gunzipSync(other.body).toString()).toBe(FEED);
  });

  it('sends a new build as soon as what it is made from changes, prepared first', async () => {
    const before = await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } });
    feedText = `${FEED}9999,Kada,500.00 INR\n`;
    stamp = 'catalogue-2';
    try {
      const after = await request('/feeds/meta.csv', {
        headers: { 'accept-encoding': 'br', 'if-none-match': before.headers.etag! },
      });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(zlib.brotliDecompressSync(after.body).toString()).toBe(feedText);
      // The earlier build's files are gone; one plain file and its two copies remain, with the record.
      expect(fs.readdirSync(preparedDir).filter((n) => n.startsWith('meta-feed.csv')).length).toBe(4);
    } finally {
      feedText = FEED;
      stamp = 'catalogue-1';
    }
  });

  it('leaves to Next an address the app has no file for, a client taking no encoding, ranges, writes and other paths', async () => {
    lookups.length = 0;
    const br = { 'accept-encoding': 'br, gzip' };
    for (const [pathname, options] of [
      ['/sitemaps/products-2.xml', { headers: br }],
      ['/feeds/meta.csv', {}],
      ['/feeds/meta.csv', { headers: { 'accept-encoding': 'identity' } }],
      ['/feeds/meta.csv', { headers: { ...br, range: 'bytes=0-10' } }],
      ['/feeds/meta.csv', { method: 'POST', headers: br }],
      ['/sitemaps/../feeds/meta.csv', { headers: br }],
      ['/feeds/meta.csv.json', { headers: br }],
    ] as const) {
      const answer = await request(pathname, options);
      expect([pathname, answer.status]).toEqual([pathname, FALLBACK_STATUS]);
    }
    // Only the one public address was looked up; the rest never reached the app.
    expect(lookups).toEqual(['/sitemaps/products-2.xml']);
  });

  it('leaves everything to Next before the app announces its lookup, and when the lookup fails', async () => {
    delete slot[LOOKUP_KEY];
    expect((await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } })).status).toBe(FALLBACK_STATUS);
    slot[LOOKUP_KEY] = () => Promise.reject(new Error('database away'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } })).status).toBe(FALLBACK_STATUS);
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});
