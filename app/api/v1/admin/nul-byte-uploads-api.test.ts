// Text a multipart form carries is checked as a JSON body's is: a NUL in a picture's alt text is a 400 naming
// the field, never a 500 from the database, and nothing is stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { productImages } from '@/lib/server/db/schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { imageAltSchema } from '@/lib/shared/schemas/admin-product-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { POST as upload } from './products/[id]/images/route';

const DATA = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-nul-'));
process.env.DATA_DIR = DATA;
afterAll(() => fs.rmSync(DATA, { recursive: true, force: true }));

const PRODUCT = 3;
let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

async function send(alt: string) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ring.png');
  form.set('alt', alt);
  const request = new Request('http://localhost:3000/x', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  return callRoute(upload, `/api/v1/admin/products/${PRODUCT}/images`, {
    method: 'POST',
    params: { id: String(PRODUCT) },
    rawBody: body,
    headers: {
      ...staff.cookieHeaders,
      'content-type': request.headers.get('content-type')!,
      'content-length': String(body.length),
    },
  });
}

const count = async () =>
  (await (await getDb()).select().from(productImages).where(eq(productImages.productId, PRODUCT))).length;

it('refuses a NUL in an upload alt text with 400 naming alt, and stores nothing', async () => {
  const before = await count();
  for (const alt of ['Front\u0000view', '\u0000']) {
    const answer = await send(alt);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error_code: ERROR_CODES.validationFailed,
      errors: { alt: [expect.any(String)] },
    });
  }
  expect(await count()).toBe(before);
  expect((await send('Front view')).status).toBe(201);
  expect(await count()).toBe(before + 1);
});

it('the alt schema itself refuses a NUL, for a form that reaches it another way', () => {
  const refused = imageAltSchema.safeParse('a\u0000b');
  expect(refused.success).toBe(false);
  expect(refused.error?.issues[0].message).toBe(INPUT_MESSAGES.nulByte);
  expect(imageAltSchema.parse('  Side view ')).toBe('Side view');
});
