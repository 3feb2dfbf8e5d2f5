import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { FALLBACK_STATUS, serveHandler, type RawRequest } from '@/test-support/serve-handler';
import { acceptsEncoding, precompressStaticAssets, staticAssetServer } from './static-assets.cjs';

// The real handler in a real HTTP server, on a build folder of real files compressed by the real function.
const SCRIPT = Buffer.from(`self.__chunk=${JSON.stringify('स्वर्ण '.repeat(400))};`);
const STYLES = Buffer.from('.card{display:grid}'.repeat(50));
let dir: string;
let staticDir: string;
let request: RawRequest;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  staticDir = path.join(dir, 'static');
  fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  fs.mkdirSync(path.join(staticDir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'chunks', 'a1.js'), SCRIPT);
  fs.writeFileSync(path.join(staticDir, 'chunks', 'b2.css'), STYLES);
  fs.writeFileSync(path.join(staticDir, 'media', 'font.woff2'), 'wOF2 already compressed');
  fs.mkdirSync(path.join(staticDir, 'chunks', 'folder.js.br'));
  fs.writeFileSync(path.join(dir, 'secret.js'), 'outside the static folder');
  fs.writeFileSync(path.join(dir, 'secret.js.br'), zlib.brotliCompressSync('outside the static folder'));
  expect(precompressStaticAssets(staticDir)).toBe(2);
  ({ request, close } = await serveHandler(staticAssetServer(staticDir)));
});

afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressStaticAssets', () => {
  it('writes a Brotli and a gzip copy of each script and stylesheet, and nothing for other files', () => {
    const chunk = path.join(staticDir, 'chunks', 'a1.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${chunk}.br`)).equals(SCRIPT)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(`${chunk}.gz`)).equals(SCRIPT)).toBe(true);
    expect(fs.readFileSync(`${chunk}.br`).length).toBeLessThan(fs.readFileSync(`${chunk}.gz`).length);
    expect(fs.existsSync(path.join(staticDir, 'media', 'font.woff2.br'))).toBe(false);
    expect(fs.readdirSync(path.join(staticDir, 'chunks')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the copies it already wrote, and finds nothing to do without a build', () => {
    expect(precompressStaticAssets(staticDir)).toBe(2);
    expect(precompressStaticAssets(path.join(dir, 'no-build'))).toBe(0);
  });
});

describe('acceptsEncoding', () => {
  it('reads names, q-values and the wildcard as RFC 9110 does', () => {
    const chrome = acceptsEncoding('gzip, deflate, br, zstd');
    expect([chrome('br'), chrome('gzip'), chrome('identity')]).toEqual([true, true, false]);
    const refused = acceptsEncoding('BR;q=0, gzip;q=0.5');
    expect([refused('br'), refused('gzip')]).toEqual([false, true]);
    const any = acceptsEncoding('*;q=0.1, gzip;q=0');
    expect([any('br'), any('gzip')]).toEqual([true, false]);
    expect(acceptsEncoding(undefined)('gzip')).toBe(false);
  });
});

describe('staticAssetServer', () => {
  it('answers Brotli to a browser that takes it, with the type, a year of caching and the fixed headers', async () => {
    const answer = await request('/_next/static/chunks/a1.js?dpl=1', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).equals(SCRIPT)).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers gzip where Brotli is not taken, and HEAD without a body', async () => {
    const answer = await request('/_next/static/chunks/b2.css', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(zlib.gunzipSync(answer.body).equals(STYLES)).toBe(true);
    const head = await request('/_next/static/chunks/b2.css', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('adds Strict-Transport-Security behind a proxy that ended TLS, as next.config does', async () => {
    const answer = await request('/_next/static/chunks/a1.js', {
      headers: { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it.each([
    ['a client that takes no encoding', '/_next/static/chunks/a1.js', {}],
    ['a client that refuses both', '/_next/static/chunks/a1.js', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ['a range request', '/_next/static/chunks/a1.js', { 'accept-encoding': 'br', range: 'bytes=0-9' }],
    ['a file with no copies', '/_next/static/media/font.woff2', { 'accept-encoding': 'br' }],
    ['a chunk that is not there', '/_next/static/chunks/zz.js', { 'accept-encoding': 'br' }],
    ['a path outside the folder', '/_next/static/../secret.js', { 'accept-encoding': 'br' }],
    ['an escaped way outside', '/_next/static/%2e%2e/secret.js', { 'accept-encoding': 'br' }],
    ['a malformed escape', '/_next/static/%E0%A4%A.js', { 'accept-encoding': 'br' }],
    ['a NUL in the name', '/_next/static/chunks/a1%00.js', { 'accept-encoding': 'br' }],
    ['a folder named like a copy', '/_next/static/chunks/folder.js', { 'accept-encoding': 'br' }],
    ['another path', '/chunks/a1.js', { 'accept-encoding': 'br' }],
  ])('leaves %s to Next', async (_what, pathname, headers: Record<string, string>) => {
    expect((await request(pathname, { headers })).status).toBe(FALLBACK_STATUS);
  });

  it('leaves writes to Next', async () => {
    const post = await request('/_next/static/chunks/a1.js', { method: 'POST', headers: { 'accept-encoding': 'br' } });
    expect(post.status).toBe(FALLBACK_STATUS);
  });
});
