// The lookup the shop's HTTP server finds the sitemap and feed files by, on a real catalogue, behind the real
// handler of server-runtime/prepared-files.cjs in a real HTTP server: what it sends compressed is byte for byte
// what the routes send plain, a catalogue change reaches it at once, and what the routes refuse goes to them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { GET as metaFeed } from '@/app/feeds/meta.csv/route';
import { GET as googleFeed } from '@/app/feeds/google.xml/route';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { GET as sitemapFile } from '@/app/sitemaps/[file]/route';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { LOOKUP_KEY, preparedFileServer } from '@/server-runtime/prepared-files.cjs';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { FALLBACK_STATUS, serveHandler, type RawRequest } from '@/test-support/serve-handler';
import { announcePreparedFiles } from './prepared-lookup';

// The prepared files are this file's own: other test files have other databases.
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'prepared-lookup-'));

let request: RawRequest;
let close: () => Promise<void>;

beforeAll(async () => {
  process.env.SITE_URL = 'https://shop.example';
  await seedCatalogue();
  announcePreparedFiles();
  ({ request, close } = await serveHandler(preparedFileServer()));
});

afterAll(async () => {
  delete (globalThis as unknown as Record<symbol, unknown>)[LOOKUP_KEY];
  delete process.env.SITE_URL;
  await close();
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

describe('the prepared files sent before Next', () => {
  it('sends each feed and sitemap file compressed, decoding to what its route sends plain', async () => {
    const routes = [
      ['/feeds/meta.csv', () => callRoute(metaFeed, '/feeds/meta.csv')],
      ['/feeds/google.xml', () => callRoute(googleFeed, '/feeds/google.xml')],
      ['/sitemap.xml', () => callRoute(sitemapIndex, '/sitemap.xml')],
      ['/sitemaps/pages.xml', () => callRoute(sitemapFile, '/sitemaps/pages.xml', { params: { file: 'pages.xml' } })],
      [
        '/sitemaps/products-1.xml',
        () => callRoute(sitemapFile, '/sitemaps/products-1.xml', { params: { file: 'products-1.xml' } }),
      ],
    ] as const;
    for (const [pathname, route] of routes) {
      const plain = await route();
      expect([pathname, plain.status]).toEqual([pathname, 200]);
      const br = await request(pathname, { headers: { 'accept-encoding': 'br' } });
      expect([pathname, br.status, br.headers['content-encoding']]).toEqual([pathname, 200, 'br']);
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.body);
      expect(br.headers['content-type']).toBe(plain.headers.get('content-type'));
      expect(br.headers.etag).toBe(plain.headers.get('etag'));
      expect(br.headers['cache-control']).toBe('public, max-age=300');
      expect(br.headers.vary).toBe('Accept-Encoding');
      const gzip = await request(pathname, { headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gzip.body).toString()).toBe(plain.body);
      const again = await request(pathname, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag! },
      });
      expect([pathname, again.status]).toEqual([pathname, 304]);
    }
  });

  it('sends the new feed as soon as a piece is renamed', async () => {
    const before = await request('/feeds/meta.csv', { headers: { 'accept-encoding': 'br' } });
    const db = await getDb();
    const [piece] = await db.select({ id: products.id }).from(products).where(eq(products.active, true)).limit(1);
    await db.update(products).set({ name: 'Renamed Temple Jhumka' }).where(eq(products.id, piece!.id));
    const after = await request('/feeds/meta.csv', {
      headers: { 'accept-encoding': 'br', 'if-none-match': before.headers.etag! },
    });
    expect(after.status).toBe(200);
    expect(brotliDecompressSync(after.body).toString()).toContain('Renamed Temple Jhumka');
    expect(brotliDecompressSync(before.body).toString()).not.toContain('Renamed Temple Jhumka');
  });

  it('leaves a product file the index does not name to the route, which answers 404', async () => {
    const answer = await request('/sitemaps/products-9.xml', { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(FALLBACK_STATUS);
    const route = await callRoute(sitemapFile, '/sitemaps/products-9.xml', { params: { file: 'products-9.xml' } });
    expect(route.status).toBe(404);
  });
});
