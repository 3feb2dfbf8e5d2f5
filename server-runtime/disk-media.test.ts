import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FALLBACK_STATUS, serveHandler, type RawRequest } from '@/test-support/serve-handler';
import { diskMediaServer } from './disk-media.cjs';

// The real handler in a real HTTP server, on a folder of real files; what it declines gets FALLBACK_STATUS.
const PICTURE = Buffer.from('RIFF....WEBPVP8 picture bytes');
let dir: string;
let request: RawRequest;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-media-'));
  fs.mkdirSync(path.join(dir, 'media', 'products', 'w'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'media', 'products', 'w', '640.webp'), PICTURE);
  fs.writeFileSync(path.join(dir, 'media', 'notes.txt'), 'not a picture');
  fs.writeFileSync(path.join(dir, 'secret.webp'), 'outside the media folder');
  fs.mkdirSync(path.join(dir, 'media', 'folder.webp'));
  ({ request, close } = await serveHandler(diskMediaServer(path.join(dir, 'media'))));
});

afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('diskMediaServer', () => {
  it('answers a stored picture with its bytes, its type, a year of caching and the shop’s fixed headers', async () => {
    const answer = await request('/media/products/w/640.webp?v=1');
    expect(answer.status).toBe(200);
    expect(answer.body.equals(PICTURE)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['content-length']).toBe(String(PICTURE.length));
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(new Date(answer.headers['last-modified']!).getTime()).toBeGreaterThan(0);
  });

  it('adds Strict-Transport-Security behind a proxy that ended TLS, as next.config does for every page', async () => {
    const answer = await request('/media/products/w/640.webp', { headers: { 'x-forwarded-proto': 'https, http' } });
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('answers HEAD without a body and a revalidation with 304', async () => {
    const head = await request('/media/products/w/640.webp', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(PICTURE.length));
    expect(head.body.length).toBe(0);
    const again = await request('/media/products/w/640.webp', {
      headers: { 'if-modified-since': head.headers['last-modified']! },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const older = await request('/media/products/w/640.webp', {
      headers: { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' },
    });
    expect(older.status).toBe(200);
  });

  it.each([
    ['a file that is not there', '/media/products/w/999.webp'],
    ['a path outside the media folder', '/media/../secret.webp'],
    ['an escaped way outside', '/media/%2e%2e/secret.webp'],
    ['a slash hidden in one segment', '/media/products%2Fw%2F640.webp'],
    ['a file that is not a picture', '/media/notes.txt'],
    ['a folder named like a picture', '/media/folder.webp'],
    ['a malformed escape', '/media/%E0%A4%A.webp'],
    ['another path', '/products/w/640.webp'],
  ])('leaves %s to Next', async (_what, pathname) => {
    const answer = await request(pathname);
    expect(answer.status).toBe(FALLBACK_STATUS);
  });

  it('leaves writes to Next', async () => {
    expect((await request('/media/products/w/640.webp', { method: 'POST' })).status).toBe(FALLBACK_STATUS);
    expect((await request('/media/products/w/640.webp', { method: 'DELETE' })).status).toBe(FALLBACK_STATUS);
  });
});
