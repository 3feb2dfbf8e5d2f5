// A review's photo: sent with the review as multipart/form-data, it goes through the back office's
// picture pipeline (WebP of at most 800 px, no metadata); a stranger's or a broken upload stores nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { productReviews } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { installSandboxProvider, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderableProduct, orderOf } from '@/test-support/delivered-order';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { REVIEW_ERROR_CODES } from '@/lib/shared/schemas/review-schema';
import { POST as writeRoute } from './[id]/reviews/route';

const DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-review-photos-'));
process.env.DATA_DIR = DATA;
afterAll(() => fs.rmSync(DATA, { recursive: true, force: true }));

installSandboxProvider();
let staff: StaffAccount;
let piece: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  piece = await orderableProduct(0);
});

const photoFiles = () => {
  const folder = path.join(DATA, 'media', 'reviews');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

type Photo = { bytes: Buffer; type: string };

async function send(headers: Record<string, string>, fields: Record<string, string>, photo?: Photo) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (photo) form.set('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), 'photo');
  const request = new Request('http://localhost:3000/x', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return callRoute(writeRoute, `/api/v1/products/${piece.id}/reviews`, {
    method: 'POST',
    params: { id: String(piece.id) },
    rawBody: new Uint8Array(body),
    headers: {
      ...headers,
      'content-type': request.headers.get('content-type')!,
      'content-length': String(body.length),
    },
  });
}

const fields = { rating: '5', title: 'On my wrist', body: 'Here it is in daylight.' };
const jpeg = async () => ({
  bytes: await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c8a028' } })
    .jpeg()
    .toBuffer(),
  type: 'image/jpeg',
});

it('refuses a stranger, a broken picture and bad fields, storing nothing', async () => {
  const stranger = await createShopper();
  const refused = await send(stranger.cookieHeaders, fields, await jpeg());
  expect(refused.status).toBe(403);
  expect(refused.body.error_code).toBe(REVIEW_ERROR_CODES.notBuyer);

  const buyer = await createShopper();
  await orderOf(buyer, piece, staff);
  const text = await send(buyer.cookieHeaders, fields, { bytes: Buffer.from('not a picture'), type: 'image/jpeg' });
  expect(text.status).toBe(415);
  const nul = await send(buyer.cookieHeaders, { ...fields, title: 'bad \u0000 title' });
  expect(nul.status).toBe(400);
  expect(nul.body.error_code).toBe(ERROR_CODES.validationFailed);
  const missing = await send(buyer.cookieHeaders, { title: 'No stars', body: 'None given.' });
  expect(missing.status).toBe(400);
  expect(photoFiles()).toEqual([]);
  const db = await getDb();
  expect(await db.select().from(productReviews).where(eq(productReviews.userId, buyer.user.id))).toEqual([]);
});

it("stores a buyer's photo as WebP of at most 800 px with the review", async () => {
  const buyer = await createShopper();
  await orderOf(buyer, piece, staff);
  const written = await send(buyer.cookieHeaders, fields, await jpeg());
  expect(written.status).toBe(201);
  expect(written.body.review).toMatchObject({ rating: 5, title: fields.title, status: 'pending' });
  const url = written.body.review.photo_url as string;
  expect(url).toMatch(new RegExp(`^/media/reviews/${piece.id}-[0-9a-f]{16}\\.webp$`));
  const meta = await sharp(fs.readFileSync(path.join(DATA, url.slice(1)))).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
  // A second review with a photo is refused before its picture is stored.
  expect((await send(buyer.cookieHeaders, fields, await jpeg())).status).toBe(409);
  expect(photoFiles()).toEqual([path.basename(url)]);
});
