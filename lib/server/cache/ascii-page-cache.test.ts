import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import AsciiPageCache from './ascii-page-cache.cjs';

const PAGE_HTML = '<html><body><p>₹2,599</p><script>self.__next_f.push([1,"₹2,599"])</script></body></html>';
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: {}, status: 200, postponed: undefined, segmentData: undefined });
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('AsciiPageCache (Next cache handler)', () => {
  let distDir: string;
  let cache: InstanceType<typeof AsciiPageCache>;

  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascii-page-cache-'));
    cache = new AsciiPageCache({ fs: nodeFs, serverDistDir: distDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 10_000_000 });
  });
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('stores a rendered page as ASCII, in memory and on disk', async () => {
    await cache.set('/stored', page(PAGE_HTML), { ...PAGE_CTX, cacheControl: { revalidate: 60, expire: undefined } });
    const entry = await cache.get('/stored', PAGE_CTX);
    expect(entry.value.html).toBe('<html><body><p>&#8377;2,599</p><script>self.__next_f.push([1,"\\u20b92,599"])</script></body></html>');
    expect(fs.readFileSync(path.join(distDir, 'app', 'stored.html'), 'utf8')).toBe(entry.value.html);
    expect(entry.value.rscData.toString()).toBe('0:{}');
  });

  it("converts a build's prerendered page once, when it is first read", async () => {
    fs.mkdirSync(path.join(distDir, 'app'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'app', 'prerendered.html'), PAGE_HTML);
    fs.writeFileSync(path.join(distDir, 'app', 'prerendered.meta'), JSON.stringify({ headers: {}, status: 200 }));
    fs.writeFileSync(path.join(distDir, 'app', 'prerendered.rsc'), '0:{}');
    const first = await cache.get('/prerendered', PAGE_CTX);
    expect(first.value.html).toContain('&#8377;2,599');
    const again = await cache.get('/prerendered', PAGE_CTX);
    expect(again.value).toBe(first.value);
    expect(again.value.html).toBe(first.value.html);
  });

  it('leaves other kinds of entries as they are', async () => {
    const fetched = { kind: 'FETCH', data: { headers: {}, body: 'eyLigrkiOiIifQ==', url: 'https://example.test', status: 200 }, revalidate: 60, tags: [] };
    await cache.set('fetch-key', fetched, { fetchCache: true, tags: [] });
    const entry = await cache.get('fetch-key', { kind: 'FETCH', tags: [], softTags: [] });
    expect(entry.value).toEqual(expect.objectContaining({ kind: 'FETCH', data: fetched.data }));
  });

  // Catalogue pages cannot carry a nonce: each cached page is sent with a second policy listing the hashes
  // of exactly its own inline scripts, so the fixed policy's 'unsafe-inline' allows nothing more.
  describe('script policy of a cached page', () => {
    const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const HTML =
      '<html><head><script src="/_next/static/a.js" async></script><script type="application/ld+json">{"@type":"Product"}</script></head>' +
      '<body><p>₹2,599</p><script>self.__next_f.push([1,"₹2,599"])</script><script id="x">(self.__next_s=self.__next_s||[]).push(1)</script></body></html>';
    const expected = ["script-src 'self'", sha('self.__next_f.push([1,"\\u20b92,599"])'), sha('(self.__next_s=self.__next_s||[]).push(1)')].join(' ');

    it('lists the hashes of the inline scripts as served (ASCII), not of external scripts or data blocks', async () => {
      const rendered = page(HTML);
      await cache.set('/rendered', rendered, { ...PAGE_CTX, cacheControl: { revalidate: 60, expire: undefined } });
      // On a miss Next serves the object it stored: it carries the ASCII page and its policy.
      expect(rendered.headers).toEqual({ 'content-security-policy': expected });
      expect(rendered.html).toContain('\\u20b92,599');
      const entry = await cache.get('/rendered', PAGE_CTX);
      expect(entry.value.headers['content-security-policy']).toBe(expected);
    });

    // Next's file-system cache keeps one memory cache per process, so each test reads its own key.
    it("gives a build's prerendered page its policy when first read, keeping its other headers", async () => {
      fs.mkdirSync(path.join(distDir, 'app'), { recursive: true });
      fs.writeFileSync(path.join(distDir, 'app', 'prerendered-policy.html'), HTML);
      fs.writeFileSync(path.join(distDir, 'app', 'prerendered-policy.meta'), JSON.stringify({ headers: { 'x-next-cache-tags': 'products' }, status: 200 }));
      fs.writeFileSync(path.join(distDir, 'app', 'prerendered-policy.rsc'), '0:{}');
      const entry = await cache.get('/prerendered-policy', PAGE_CTX);
      expect(entry.value.headers).toEqual({ 'x-next-cache-tags': 'products', 'content-security-policy': expected });
    });
  });
});
