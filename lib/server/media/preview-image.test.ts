// Link previews: 1200×630 JPEGs under 300 KB with the piece's picture, drawn once per content and kept in the
// media store, so a changed price gives a new address and the same one is never drawn twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaStore } from './media-store';
import { previewKey, storedPreview, type PreviewInput } from './preview-image';

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

async function stored(key: string) {
  const file = await mediaStore().get(key);
  expect(file).not.toBeNull();
  return file!;
}

/** The preview of `input` under its name, drawn as the media route would on its first request. */
async function draw(input: PreviewInput) {
  const key = previewKey('product-1', input);
  await storedPreview(key, input);
  return key;
}

describe('previewKey and storedPreview', () => {
  beforeAll(storePicture);

  it('draws a 1200×630 JPEG under 300 KB holding the picture', async () => {
    const key = await draw(ring);
    expect(key).toMatch(/^previews\/product-1-[0-9a-f]{20}\.jpg$/);
    const file = await stored(key);
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
    const first = await draw(ring);
    const modified = (await stored(first)).modified;
    const again = await draw(ring);
    expect(again).toBe(first);
    expect((await stored(again)).modified).toEqual(modified);
    expect(previewKey('product-1', { ...ring, subtitle: 'From ₹17,159' })).not.toBe(first);
  });

  it("draws the shop's own preview without a picture, or when the picture is on another host", async () => {
    for (const picture of [null, 'https://cdn.example.com/a.jpg']) {
      const file = await stored(
        await draw({ ...ring, title: 'Aabha Jewels', subtitle: 'Handmade in Jaipur', picture }),
      );
      expect(await sharp(file.body).metadata()).toMatchObject({ width: 1200, height: 630 });
      expect(file.body.length).toBeLessThan(MAX_BYTES);
    }
  });
});
