// Link previews off the page's path: a product page's metadata names its 1200×630 preview without drawing it;
// the first request of that address draws and stores it, the second serves the stored file; an address of an
// older content is sent to the current one, and one naming nothing is a 404. Saving ahead draws the same file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { NextRequest } from 'next/server';
import { seedCatalogue } from '@/test-support/call-route';
import { getProduct } from '@/lib/server/catalogue';
import { mediaStore } from '@/lib/server/media';
import { productMetadata } from '@/app/(shop)/products/[id]/page';
import { drawProductPreviewsAhead } from '@/lib/server/seo/link-previews';
import { GET } from './[...path]/route';

const DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-preview-route-'));
process.env.DATA_DIR = DATA;
afterAll(() => fs.rmSync(DATA, { recursive: true, force: true }));

const MAX_BYTES = 300 * 1024;
const PRODUCT = 3;

beforeAll(seedCatalogue);

const previews = async () => [...(await mediaStore().keys('previews/'))];

/** The og:image a product page's metadata names. */
async function ogImage(id: number, size?: string) {
  const metadata = await productMetadata(String(id), size);
  const images = metadata.openGraph?.images;
  const image = (Array.isArray(images) ? images[0] : images) as { url: string; width: number; height: number };
  return { ...image, url: String(image.url).replace(/^https?:\/\/[^/]+/, '') };
}

async function fetchMedia(url: string) {
  const segments = url.replace(/^\/media\//, '').split('/');
  const response = await GET(new NextRequest(new URL(url, 'http://localhost:3000')), {
    params: Promise.resolve({ path: segments }),
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('a product page’s link preview', () => {
  it('is named by the metadata without being drawn, then drawn once on its first request', async () => {
    const image = await ogImage(PRODUCT);
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.url).toMatch(new RegExp(`^/media/previews/product-${PRODUCT}-[0-9a-f]{20}\\.jpg$`));
    expect(await previews()).toEqual([]);

    const first = await fetchMedia(image.url);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/jpeg');
    expect(first.body.length).toBeLessThan(MAX_BYTES);
    expect(await sharp(first.body).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    const key = image.url.replace('/media/', '');
    expect(await previews()).toEqual([key]);

    // The second request is the stored file: same bytes, and the file is not written again.
    const written = fs.statSync(path.join(DATA, 'media', key)).mtimeMs;
    const second = await fetchMedia(image.url);
    expect(second.response.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(fs.statSync(path.join(DATA, 'media', key)).mtimeMs).toBe(written);
  });

  it("names a size's own preview, drawn from that size", async () => {
    const sized = (await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((id) => getProduct(id)))).find(
      (p) => (p?.variants?.length ?? 0) > 0,
    );
    if (!sized) throw new Error('the demo catalogue has a piece sold in sizes');
    const size = sized.variants![0]!.size;
    const image = await ogImage(sized.id, size);
    expect(image.url).toMatch(
      new RegExp(`^/media/previews/product-${sized.id}-size-[A-Za-z0-9_-]+-[0-9a-f]{20}\\.jpg$`),
    );
    expect(image.url).not.toBe((await ogImage(sized.id)).url);
    const { response, body } = await fetchMedia(image.url);
    expect(response.status).toBe(200);
    expect(await sharp(body).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('sends an older content’s address to the current one, and answers 404 for a preview of nothing', async () => {
    const current = await ogImage(PRODUCT);
    const stale = current.url.replace(/-[0-9a-f]{20}\.jpg$/, `-${'0'.repeat(20)}.jpg`);
    const moved = await fetchMedia(stale);
    expect(moved.response.status).toBe(302);
    expect(moved.response.headers.get('location')).toBe(current.url);
    expect(await previews()).not.toContain(stale.replace('/media/', ''));

    for (const url of [`/media/previews/product-999999-${'a'.repeat(20)}.jpg`, '/media/previews/nothing.jpg']) {
      expect((await fetchMedia(url)).response.status).toBe(404);
    }
  });

  it('is drawn ahead for saved pieces, at the address their pages name', async () => {
    const id = 5;
    const before = await previews();
    expect(await drawProductPreviewsAhead([id, id])).toBe(1);
    const key = (await ogImage(id)).url.replace('/media/', '');
    expect(before).not.toContain(key);
    expect(await previews()).toContain(key);
  });
});
