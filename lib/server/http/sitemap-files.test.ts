// The sitemap as crawlers fetch it: an index of files of at most SITEMAP_MAX_URLS addresses, every active piece
// in one of them with its last change and picture, compressed as the client accepts, 304 when unchanged.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { GET as sitemapFile } from '@/app/sitemaps/[file]/route';
import { getDb } from '@/lib/server/db';
import { categories, productImages, products } from '@/lib/server/db/schema';
import { seedCatalogue } from '@/test-support/call-route';
import { preparePublishedFiles } from '@/lib/server/http/prepared-sweep';
import {
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapPagesXml,
  sitemapProductFileCount,
  sitemapProductsXml,
} from './sitemap-files';

const ORIGIN = 'https://shop.example.in';
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));

const get = (url: string, headers: Record<string, string> = {}) => {
  const request = new NextRequest(new URL(url, 'http://localhost:3000'), { headers });
  const file = /^\/sitemaps\/(.+)$/.exec(url)?.[1];
  return file ? sitemapFile(request, { params: Promise.resolve({ file }) }) : sitemapIndex(request);
};
const text = async (chunks: AsyncIterable<string>) => {
  let out = '';
  for await (const c of chunks) out += c;
  return out;
};
const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
  process.env.SITE_URL = ORIGIN;
  await seedCatalogue();
  const db = await getDb();
  const [hidden] = await db.select({ id: products.id }).from(products).limit(1);
  await db.update(products).set({ active: false }).where(eq(products.id, hidden!.id));
});
afterAll(() => {
  delete process.env.SITE_URL;
});

async function activeIds(): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.active, true));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('the sitemap index', () => {
  it('names the pages file and product files of at most the limit, which together list every active piece', async () => {
    const ids = await activeIds();
    const perFile = 7;
    const index = await text(sitemapIndexXml(ORIGIN, perFile));
    expect(index).toMatch(/^<\?xml[^>]*>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(files[0]![1]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
    const productFiles = files.slice(1).map((f) => f[1]!);
    expect(productFiles).toHaveLength(Math.ceil(ids.length / perFile));
    expect(await sitemapProductFileCount(perFile)).toBe(productFiles.length);
    const listed: number[] = [];
    for (const [i, url] of productFiles.entries()) {
      expect(url).toBe(`${ORIGIN}/sitemaps/products-${i + 1}.xml`);
      const urls = locs(await text(sitemapProductsXml(ORIGIN, i + 1, perFile)));
      expect(urls.length).toBeLessThanOrEqual(perFile);
      listed.push(...urls.map((u) => Number(/\/products\/(\d+)$/.exec(u)![1])));
    }
    expect(listed).toEqual(ids);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('gives each piece its last change and its first picture as an image entry, and none without a picture', async () => {
    const db = await getDb();
    const [bare] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    await db.delete(productImages).where(eq(productImages.productId, bare!.id));
    const xml = await (await get('/sitemaps/products-1.xml')).text();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries.length).toBe((await activeIds()).length);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    const pictured = entries.filter((e) => /<image:image><image:loc>https?:\/\/[^<]+<\/image:loc>/.test(e));
    const withPictures = await db
      .selectDistinct({ id: productImages.productId })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(products.active, true));
    expect(pictured.length).toBe(withPictures.length);
    expect(pictured.length).toBeGreaterThan(entries.length / 2);
    expect(entries.find((e) => e.includes(`/products/${bare!.id}<`))).not.toContain('<image:image>');
  });

  it('lists home, the list, the categories page and the non-empty category lists in the pages file', async () => {
    const xml = await (await get('/sitemaps/pages.xml')).text();
    const urls = locs(xml);
    expect(urls.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/categories`, `${ORIGIN}/products`]);
    expect(urls.filter((u) => /\/products\?category_id=\d+$/.test(u)).length).toBeGreaterThan(0);
    // The shop's policies, each a page of its own.
    for (const kind of ['returns', 'shipping', 'privacy', 'terms'])
      expect(urls).toContain(`${ORIGIN}/policies/${kind}`);
  });

  it("gives each category's list the latest change among its pieces, its subcategories' included", async () => {
    const db = await getDb();
    const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const pieces = await db
      .select({ categoryId: products.categoryId, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.active, true), isNotNull(products.categoryId)));
    /** The category and every one above it. */
    const lineage = (id: number): number[] => {
      const parent = all.find((c) => c.id === id)?.parentId;
      return parent == null ? [id] : [id, ...lineage(parent)];
    };
    const expected = new Map<number, string>();
    for (const piece of pieces)
      for (const id of lineage(piece.categoryId!)) {
        const at = piece.updatedAt.toISOString();
        if (!expected.has(id) || at > expected.get(id)!) expected.set(id, at);
      }
    const xml = await text(sitemapPagesXml(ORIGIN));
    const listed = [...xml.matchAll(/<url><loc>[^<]+category_id=(\d+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some(([, id]) => all.find((c) => c.id === Number(id))?.parentId === null)).toBe(true);
    for (const [, id, modified] of listed) expect([id, modified]).toEqual([id, expected.get(Number(id))]);
  });

  it('answers 404 for a product file past the last and for names it does not know', async () => {
    expect((await get('/sitemaps/products-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).status).toBe(404);
    expect((await get('/sitemaps/other.xml')).status).toBe(404);
  });

  it('is sent gzip-compressed to a client that accepts it, with an ETag answered by 304', async () => {
    const plain = await (await get('/sitemap.xml')).text();
    const gz = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const etag = gz.headers.get('etag')!;
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).status).toBe(304);
    const file = await get('/sitemaps/products-1.xml', { 'accept-encoding': 'br' });
    expect(file.headers.get('content-encoding')).toBe('br');
    expect((await get('/sitemaps/products-1.xml', { 'if-none-match': file.headers.get('etag')! })).status).toBe(304);
  });
});

describe('the background preparation of the sitemap and feed files', () => {
  it('prepares every file whose catalogue changed, and none while nothing changed', async () => {
    await preparePublishedFiles();
    expect(await preparePublishedFiles()).toBe(0);
    const before = await get('/sitemap.xml');
    const db = await getDb();
    const [piece] = await db.select({ id: products.id }).from(products).where(eq(products.active, true)).limit(1);
    await db.update(products).set({ active: false }).where(eq(products.id, piece!.id));
    // The index, the pages file, the one product file and the two feeds.
    expect(await preparePublishedFiles()).toBe(5);
    const after = await get('/sitemaps/products-1.xml');
    expect(await after.text()).not.toContain(`/products/${piece!.id}<`);
    expect((await get('/sitemap.xml')).headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});
