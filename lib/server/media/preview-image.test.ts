// Link previews: 1200×630 JPEGs under 300 KB with the piece's picture, drawn once per content and kept in the
// media store, so a changed price gives a new address and the same one is never drawn twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaStore } from './media-store';
import { linkPreview, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewInput } from './preview-image';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-previews-'));
process.env.DATA_DIR = folder;
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const MAX_BYTES = 300 * 1024;
const colors = { background: '#fbf7f0', primary: '#7a1f2b', text: '#2b2118' };
const ring: PreviewInput = {
  title: 'Temple Lakshmi Gold Ring with Ruby and Kundan Work, Handmade in Jaipur',
  subtitle: 'From ₹16,499',
  shop: 'Aabha Jewels',
  picture: '/media/products/ring.jpg',
  colors,
};

/** A busy photograph-like picture: noise compresses badly, the worst case for the file's size. */
async function storePicture() {
  const noise = Buffer.alloc(900 * 900 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) % 251;
  const jpeg = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
    .jpeg()
    .toBuffer();
  await mediaStore().put('products/ring.jpg', jpeg, 'image/jpeg');
}

async function stored(url: string) {
  const file = await mediaStore().get(url.replace(/^\/media\//, ''));
  expect(file).not.toBeNull();
  return file!;
}

describe('linkPreview', () => {
  beforeAll(storePicture);

  it('draws a 1200×630 JPEG under 300 KB holding the picture, and says the size the file has', async () => {
    const preview = await linkPreview(ring);
    expect(preview).toMatchObject({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT });
    expect(preview.url).toMatch(/^\/media\/previews\/[0-9a-f]{20}\.jpg$/);
    const file = await stored(preview.url);
    expect(file.contentType).toBe('image/jpeg');
    expect(file.body.length).toBeLessThan(MAX_BYTES);
    expect(await sharp(file.body).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    // The picture fills the left square: its pixels differ from the plain background there.
    const { data } = await sharp(file.body).extract({ left: 100, top: 100, width: 200, height: 200 }).raw().toBuffer({
      resolveWithObject: true,
    });
    const distinct = new Set<number>();
    for (let i = 0; i < data.length; i += 3) distinct.add(data[i]!);
    expect(distinct.size).toBeGreaterThan(50);
  });

  it('keeps one file per content: the same again is not drawn twice, a new price is a new file', async () => {
    const first = await linkPreview(ring);
    const modified = (await stored(first.url)).modified;
    const again = await linkPreview(ring);
    expect(again.url).toBe(first.url);
    expect((await stored(again.url)).modified).toEqual(modified);
    const repriced = await linkPreview({ ...ring, subtitle: 'From ₹17,159' });
    expect(repriced.url).not.toBe(first.url);
  });

  it("draws the shop's own preview without a picture, or when the picture is on another host", async () => {
    for (const picture of [null, 'https://cdn.example.com/a.jpg']) {
      const preview = await linkPreview({ ...ring, title: 'Aabha Jewels', subtitle: 'Handmade in Jaipur', picture });
      const file = await stored(preview.url);
      expect(await sharp(file.body).metadata()).toMatchObject({ width: 1200, height: 630 });
      expect(file.body.length).toBeLessThan(MAX_BYTES);
    }
  });
});
