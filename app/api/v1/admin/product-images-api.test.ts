// Product pictures: a real JPEG is stored upright as WebP without its EXIF and GPS, with its widths
// prepared in AVIF and WebP, a text file
// named .jpg is refused 415, a cut-short JPEG 422, a picture over 10 MB 413, and none of them stores anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, productImages } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { createShopper } from '@/test-support/create-shopper';
import { GET as shopProduct } from '@/app/api/v1/products/[id]/route';
import { POST as upload, PUT as reorder } from './products/[id]/images/route';
import { DELETE as remove, PATCH as patch } from './products/[id]/images/[imageId]/route';

const DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-images-'));
process.env.DATA_DIR = DATA;
afterAll(() => fs.rmSync(DATA, { recursive: true, force: true }));

let staff: StaffAccount;
const PRODUCT = 3;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

/** A 2000×1500 JPEG photographed "sideways" (EXIF orientation 6) with a GPS position in its metadata. */
function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 160, b: 40 } } })
    .jpeg({ quality: 80 })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'PhoneCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 55/1 0/1' } },
    })
    .toBuffer();
}

async function send(bytes: Buffer, name: string, type: string, alt = 'Front view', headers = staff.cookieHeaders) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  form.set('alt', alt);
  const request = new Request('http://localhost:3000/x', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return callRoute(upload, `/api/v1/admin/products/${PRODUCT}/images`, {
    method: 'POST',
    params: { id: String(PRODUCT) },
    rawBody: new Uint8Array(body),
    headers: {
      ...headers,
      'content-type': request.headers.get('content-type')!,
      'content-length': String(body.length),
    },
  });
}

const countImages = async () =>
  (await (await getDb()).select().from(productImages).where(eq(productImages.productId, PRODUCT))).length;

describe('POST /api/v1/admin/products/{id}/images', () => {
  it('stores a real JPEG upright, as WebP of at most 1200 px, without EXIF or GPS, last in the order', async () => {
    const before = await countImages();
    const res = await send(await cameraJpeg(), 'ring.jpg', 'image/jpeg', 'Ring on a hand');
    expect(res.status).toBe(201);
    const added = res.body.images.at(-1);
    expect(added).toMatchObject({
      alt: 'Ring on a hand',
      url: expect.stringMatching(/^\/media\/products\/uploads\/3-[0-9a-f]{16}\.webp$/),
    });
    expect(res.body.images).toHaveLength(before + 1);
    const stored = fs.readFileSync(path.join(DATA, 'media', added.url.slice('/media/'.length)));
    const meta = await sharp(stored).metadata();
    // Turned upright: the sideways 2000×1500 becomes 900×1200.
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    // Every width the pages ask for is prepared with it, in AVIF and WebP, never wider than the picture itself.
    const key = added.url.slice('/media/'.length);
    for (const [width, shown] of [
      [96, 96],
      [384, 384],
      [828, 828],
      [1080, 900],
      [1600, 900],
    ]) {
      for (const format of ['avif', 'webp']) {
        const variant = await sharp(
          fs.readFileSync(path.join(DATA, 'media', 'v', String(width), `${key}.${format}`)),
        ).metadata();
        expect({
          width,
          format: variant.format === 'heif' ? variant.compression : variant.format,
          shown: variant.width,
        }).toEqual({ width, format: format === 'avif' ? 'av1' : 'webp', shown });
      }
    }
    const shop = await callRoute(shopProduct, `/api/v1/products/${PRODUCT}`, { params: { id: String(PRODUCT) } });
    expect(shop.body.product.image_urls).toContain(added.url);
    const [entry] = await (await getDb()).select().from(auditLog).where(eq(auditLog.action, 'product.image.add'));
    expect(entry.actorLabel).toBe(staff.user.email);
  });

  it('refuses a text file named .jpg (415), a cut-short JPEG (422) and more than 10 MB (413), storing nothing', async () => {
    const before = await countImages();
    const files = fs.readdirSync(path.join(DATA, 'media', 'products', 'uploads')).length;
    const text = await send(
      Buffer.from('these are not the pixels you are looking for\n'.repeat(20)),
      'photo.jpg',
      'image/jpeg',
    );
    expect(text.status).toBe(415);
    expect(text.body).toEqual({
      message: 'This file is not a JPEG, PNG, WebP or AVIF picture.',
      error_code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const jpeg = await cameraJpeg();
    const cut = await send(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg');
    expect(cut.status).toBe(422);
    expect(cut.body.error_code).toBe('IMAGE_UNREADABLE');
    const huge = await send(Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]), 'huge.jpg', 'image/jpeg');
    expect(huge.status).toBe(413);
    const gif = await send(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
      'a.png',
      'image/png',
    );
    expect(gif.status).toBe(415);
    expect(await countImages()).toBe(before);
    expect(fs.readdirSync(path.join(DATA, 'media', 'products', 'uploads'))).toHaveLength(files);
  });

  it('is closed to shoppers', async () => {
    const shopper = await createShopper();
    expect((await send(await cameraJpeg(), 'a.jpg', 'image/jpeg', '', shopper.cookieHeaders)).status).toBe(403);
  });
});

describe('reordering, describing and deleting pictures', () => {
  it('puts the pictures in the order given, changes a description, and deletes one with its file', async () => {
    const added = await send(await cameraJpeg(), 'b.jpg', 'image/jpeg');
    const ids: number[] = added.body.images.map((i: { id: number }) => i.id);
    const params = { id: String(PRODUCT) };
    const reversed = await callRoute(reorder, '/x', {
      method: 'PUT',
      params,
      body: { image_ids: [...ids].reverse() },
      headers: staff.cookieHeaders,
    });
    expect(reversed.body.images.map((i: { id: number }) => i.id)).toEqual([...ids].reverse());
    const missing = await callRoute(reorder, '/x', {
      method: 'PUT',
      params,
      body: { image_ids: ids.slice(1) },
      headers: staff.cookieHeaders,
    });
    expect(missing.status).toBe(400);
    const last = added.body.images.at(-1);
    const described = await callRoute(patch, '/x', {
      method: 'PATCH',
      params: { ...params, imageId: String(last.id) },
      body: { alt: 'Side view' },
      headers: staff.cookieHeaders,
    });
    expect(described.body.images.find((i: { id: number }) => i.id === last.id).alt).toBe('Side view');
    const file = path.join(DATA, 'media', last.url.slice('/media/'.length));
    expect(fs.existsSync(file)).toBe(true);
    const gone = await callRoute(remove, '/x', {
      method: 'DELETE',
      params: { ...params, imageId: String(last.id) },
      headers: staff.cookieHeaders,
    });
    expect(gone.body.images.map((i: { id: number }) => i.id)).not.toContain(last.id);
    expect(fs.existsSync(file)).toBe(false);
    // Its prepared widths go with it.
    expect(fs.existsSync(path.join(DATA, 'media', 'v', '96', `${last.url.slice('/media/'.length)}.avif`))).toBe(false);
  });
});
