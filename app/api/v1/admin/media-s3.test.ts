// Pictures in S3-compatible storage: with S3_BUCKET set, a back-office upload goes to the bucket and
// /media/... serves it from there, a deleted picture leaves the bucket, and `npm run media:sync`'s copy moves
// a local media folder into the bucket once. Against moto's S3 server on loopback, started here; no mocks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { s3Available, startS3Server, type S3TestServer } from '@/test-support/s3-server';
import { copyFolderToStore, mediaStore } from '@/lib/server/media/media-store';
import { prepareMissingVariants } from '@/lib/server/media/picture-variants';
import { variantKey } from '@/lib/shared/media/picture-urls';
import { GET as media } from '@/app/media/[...path]/route';
import { POST as upload } from './products/[id]/images/route';
import { DELETE as remove } from './products/[id]/images/[imageId]/route';
import { describeWithService } from '@/test-support/service-suite';

const DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-s3-'));
process.env.DATA_DIR = DATA;
const PRODUCT = 4;

describeWithService("moto's S3 server (moto_server)", s3Available(), 'media on S3-compatible storage', () => {
  let s3: S3TestServer;
  let staff: StaffAccount;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    Object.assign(process.env, s3.env);
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    await seedCatalogue();
    staff = await createStaff('staff');
  }, 30_000);
  afterAll(async () => {
    client?.destroy();
    for (const name of Object.keys(s3?.env ?? {})) delete process.env[name];
    await s3?.stop();
    fs.rmSync(DATA, { recursive: true, force: true });
  });

  const serve = (segments: string[]) =>
    media(new Request(`http://localhost:3000/media/${segments.join('/')}`), {
      params: Promise.resolve({ path: segments }),
    });
  const objectBytes = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  };

  it('stores an upload in the bucket, not on disk, serves it at /media/... and deletes it with the picture', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'emerald.jpg');
    form.set('alt', 'Emerald ring');
    const multipart = new Request('http://localhost:3000/x', { method: 'POST', body: form });
    const body = Buffer.from(await multipart.arrayBuffer());
    const added = await callRoute(upload, `/api/v1/admin/products/${PRODUCT}/images`, {
      method: 'POST',
      rawBody: new Uint8Array(body),
      params: { id: String(PRODUCT) },
      headers: {
        ...staff.cookieHeaders,
        'content-type': multipart.headers.get('content-type')!,
        'content-length': String(body.length),
      },
    });
    expect(added.status).toBe(201);
    const picture = added.body.images.at(-1);
    const key = picture.url.slice('/media/'.length);
    expect(fs.existsSync(path.join(DATA, 'media', key))).toBe(false);
    const stored = await objectBytes(key);
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const served = await serve(key.split('/'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
    // Its prepared widths are in the bucket too, and served from there.
    const avif = await serve(variantKey(key, 384, 'avif').split('/'));
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(384);

    const deleted = await callRoute(remove, '/x', {
      method: 'DELETE',
      params: { id: String(PRODUCT), imageId: String(picture.id) },
      headers: staff.cookieHeaders,
    });
    expect(deleted.status).toBe(200);
    await expect(objectBytes(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    expect((await serve(key.split('/'))).status).toBe(404);
    await expect(objectBytes(variantKey(key, 384, 'avif'))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('answers 404 for a key the bucket lacks and for paths that would leave /media', async () => {
    expect((await serve(['none.webp'])).status).toBe(404);
    expect((await serve(['..', 'secret.webp'])).status).toBe(404);
    expect((await serve(['notes.txt'])).status).toBe(404);
  });

  it('copies a local media folder into the bucket once (npm run media:sync)', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-old-media-'));
    try {
      fs.mkdirSync(path.join(folder, 'products'), { recursive: true });
      const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c0a040' } })
        .webp()
        .toBuffer();
      fs.writeFileSync(path.join(folder, 'products', 'old-1.webp'), bytes);
      fs.writeFileSync(path.join(folder, 'logo.webp'), bytes);
      fs.writeFileSync(path.join(folder, 'readme.txt'), 'not a picture');
      expect(await copyFolderToStore(folder, mediaStore())).toEqual({ copied: 2, present: 1 });
      expect(await objectBytes('products/old-1.webp')).toEqual(bytes);
      expect(await copyFolderToStore(folder, mediaStore())).toEqual({ copied: 0, present: 3 });
      // The copied pictures had no prepared widths: the next start prepares them in the bucket, once.
      expect(await prepareMissingVariants(mediaStore())).toMatchObject({ prepared: 2, failed: 0 });
      expect((await sharp(await objectBytes(variantKey('products/old-1.webp', 96, 'avif'))).metadata()).width).toBe(20);
      expect(await prepareMissingVariants(mediaStore())).toMatchObject({ prepared: 0, failed: 0 });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
