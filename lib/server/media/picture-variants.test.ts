// Widths prepared ahead: every width and format a page can ask for exists once a picture is stored,
// none is wider than the picture, and a start prepares only what is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_FORMATS, PICTURE_WIDTHS, variantKey } from '@/lib/shared/media/picture-urls';
import { diskStore } from './media-store';
import { pictureVariants, prepareMissingVariants, putPicture, removePicture } from './picture-variants';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-widths-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b08d57' } })
    .png()
    .toBuffer();

describe('prepared picture widths', () => {
  it('answers every width in AVIF and WebP, scaled to the width or kept at the picture own size', async () => {
    const files = await pictureVariants('carousel/1.png', await picture(1000, 400));
    expect(files.map((f) => f.key).sort()).toEqual(
      PICTURE_WIDTHS.flatMap((w) => PICTURE_FORMATS.map((f) => variantKey('carousel/1.png', w, f))).sort(),
    );
    const avif640 = await sharp(
      files.find((f) => f.key === variantKey('carousel/1.png', 640, 'avif'))!.body,
    ).metadata();
    expect(avif640).toMatchObject({ width: 640, height: 256, compression: 'av1' });
    const webp1600 = files.find((f) => f.key === variantKey('carousel/1.png', 1600, 'webp'))!;
    expect(await sharp(webp1600.body).metadata()).toMatchObject({ width: 1000, format: 'webp' });
    expect(webp1600.contentType).toBe('image/webp');
  });

  it('encodes only the widths asked for, so a new width does not encode the others again', async () => {
    const key = 'products/wanted.png';
    const files = await pictureVariants(
      key,
      await picture(500, 500),
      (variant) => variant === variantKey(key, 192, 'webp'),
    );
    expect(files.map((f) => f.key).sort()).toEqual(PICTURE_FORMATS.map((f) => variantKey(key, 192, f)).sort());
    expect(await sharp(files.find((f) => f.key === variantKey(key, 192, 'webp'))!.body).metadata()).toMatchObject({
      width: 192,
    });
  });

  it('prepares nothing for what has no widths (an SVG, a file in the widths folder)', async () => {
    expect(await pictureVariants('brand/logo.svg', Buffer.from('<svg/>'))).toEqual([]);
    expect(await pictureVariants(variantKey('a.png', 96, 'webp'), await picture(10, 10))).toEqual([]);
  });

  it('stores and removes a picture with its widths, and a start prepares only the pictures lacking them', async () => {
    const store = diskStore(folder);
    await putPicture(store, 'products/a.png', await picture(300, 300), 'image/png');
    expect((await store.keys()).size).toBe(1 + PICTURE_WIDTHS.length * PICTURE_FORMATS.length);

    await store.put('products/old.png', await picture(200, 100), 'image/png');
    await store.put('products/broken.webp', Buffer.from('not a picture'), 'image/webp');
    const lines: string[] = [];
    expect(await prepareMissingVariants(store, (line) => lines.push(line))).toEqual({ prepared: 1, failed: 1 });
    expect(lines.some((line) => line.includes('products/broken.webp'))).toBe(true);
    expect((await store.get(variantKey('products/old.png', 144, 'avif')))?.contentType).toBe('image/avif');

    // A release that adds a width: the start writes that width and leaves the ones already stored untouched.
    const kept = variantKey('products/a.png', 96, 'webp');
    const added = variantKey('products/a.png', 192, 'avif');
    await store.put(kept, Buffer.from('as stored'), 'image/webp');
    await store.remove(added);
    expect(await prepareMissingVariants(store)).toEqual({ prepared: 1, failed: 1 });
    expect((await store.get(kept))?.body.toString()).toBe('as stored');
    expect(await sharp((await store.get(added))!.body).metadata()).toMatchObject({ width: 192, compression: 'av1' });

    await removePicture(store, 'products/a.png');
    expect([...(await store.keys())].some((key) => key.includes('products/a.png'))).toBe(false);
  });
});
