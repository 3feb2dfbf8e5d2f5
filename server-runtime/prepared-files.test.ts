import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { prepareIfChanged, type PreparedFileSpec } from '@/lib/server/http/prepared-file';
import { FALLBACK_STATUS, serveHandler, type RawRequest } from '@/test-support/serve-handler';
import { FRESH_MS, preparedFileServer, preparedName } from './prepared-files.cjs';

// The real handler in a real HTTP server, on files prepared by the app's own preparing code (prepared-file.ts).
const FEED = `id,title,price\n${Array.from({ length: 3000 }, (_, i) => `${i},Jhumka ${i} स्वर्ण,${1000 + i}.00 INR`).join('\n')}\n`;
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${'<url><loc>https://shop.example/p/ring</loc></url>'.repeat(500)}</urlset>\n`;

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-files-'));
const preparedDir = path.join(process.env.DATA_DIR, 'prepared');

function spec(name: string, text: string, contentType: string, headers: Record<string, string>): PreparedFileSpec {
  return {
    name,
    stamp: 'catalogue-1',
    contentType,
    headers,
    staleAboveBytes: 1_000_000,
    build: async function* () {
      // In pieces, as the feeds are written.
      for (let i = 0; i < text.length; i += 4096) yield text.slice(i, i + 4096);
    },
  };
}
const feedSpec = spec('meta-feed.csv', FEED, 'text/csv; charset=utf-8', {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'public, max-age=300',
});
const sitemapSpec = spec('sitemap-products-1.xml', SITEMAP, 'application/xml; charset=utf-8', {
  'Cache-Control': 'public, max-age=300',
});

let request: RawRequest;
let close: () => Promise<void>;

beforeAll(async () => {
  expect(await prepareIfChanged(feedSpec)).toBe(true);
  expect(await prepareIfChanged(sitemapSpec)).toBe(true);
  ({ request, close } = await serveHandler(preparedFileServer(preparedDir)));
});

afterAll(async () => {
  await close();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

describe('preparedName', () => {
  it('knows the fixed addresses and the numbered product files, and nothing else', () => {
    expect(preparedName('/sitemap.xml')).toBe('sitemap-index.xml');
    expect(preparedName('/sitemaps/pages.xml')).toBe('sitemap-pages.xml');
    expect(preparedName('/sitemaps/products-12.xml')).toBe('sitemap-products-12.xml');
    expect(preparedName('/feeds/google.xml')).toBe('google-feed.xml');
    expect(preparedName('/feeds/meta.csv')).toBe('meta-feed.csv');
    for (const other of [
      '/sitemaps/products-0.xml',
      '/sitemaps/products-1.xml.json',
      '/sitemaps/../feeds/meta.csv',
      '/sitemaps/products-1%2F..%2F..xml',
      '/feeds/meta.csv.br',
      '/feeds/toString',
      '/feeds/',
    ])
      expect(preparedName(other)).toBeNull();
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

  it('leaves to Next what is not prepared, a client taking no encoding, ranges, writes and other paths', async () => {
    const br = { 'accept-encoding': 'br, gzip' };
    for (const [pathname, options] of [
      ['/sitemap.xml', { headers: br }],
      ['/sitemaps/products-2.xml', { headers: br }],
      ['/feeds/google.xml', { headers: br }],
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
  });

  it('leaves a build to Next once the app has not checked it for a while, and serves it again once checked', async () => {
    const record = path.join(preparedDir, 'meta-feed.csv.json');
    const checkedAgo = (ms: number) => fs.utimesSync(record, new Date(), new Date(Date.now() - ms));
    checkedAgo(FRESH_MS - 5_000);
    expect((await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } })).status).toBe(200);
    checkedAgo(FRESH_MS + 5_000);
    expect((await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } })).status).toBe(FALLBACK_STATUS);
    // The sweep (or the route) finds the stamp unchanged: the same build, marked as checked now.
    const before = fs.readdirSync(preparedDir).sort();
    expect(await prepareIfChanged(feedSpec)).toBe(false);
    expect(fs.readdirSync(preparedDir).sort()).toEqual(before);
    const fresh = await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } });
    expect(fresh.status).toBe(200);
    expect(zlib.brotliDecompressSync(fresh.body).toString()).toBe(FEED);
  });
});
