// Admin writes to records that carry updated_at must send it: a PATCH without it overwrote blindly
// whatever someone else had saved since. Now it is 428 UPDATED_AT_REQUIRED, and nothing is written; with the
// stamp it saves as before, and a stale stamp stays 409.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { coupons, products } from '@/lib/server/db/schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { productsWithStock } from '@/test-support/checkout-fixtures';
import { GET as readProduct, PATCH as patchProduct } from './products/[id]/route';
import { POST as createCoupon } from './coupons/route';
import { PATCH as patchCoupon } from './coupons/[id]/route';
import { GET as readSettings, PATCH as patchSettings } from './settings/route';

let owner: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
});

const REQUIRED = { message: ADMIN_MESSAGES.updatedAtRequired, error_code: ADMIN_ERROR_CODES.updatedAtRequired };

it('a product PATCH without updated_at is 428 and changes nothing; with it, it saves', async () => {
  const [product] = await productsWithStock(1, 5);
  const params = { id: String(product.id) };
  const before = (await getDb()).select().from(products).where(eq(products.id, product.id));
  const [row] = await before;
  const blind = await callRoute(patchProduct, '/x', {
    method: 'PATCH',
    params,
    body: { name: 'Blind overwrite' },
    headers: owner.cookieHeaders,
  });
  expect(blind.status).toBe(428);
  expect(blind.body).toEqual(REQUIRED);
  const [after] = await (await getDb()).select().from(products).where(eq(products.id, product.id));
  expect(after).toEqual(row);
  const current = await callRoute(readProduct, '/x', { params, headers: owner.cookieHeaders });
  const saved = await callRoute(patchProduct, '/x', {
    method: 'PATCH',
    params,
    body: { name: 'Careful edit', updated_at: current.body.product.updated_at },
    headers: owner.cookieHeaders,
  });
  expect(saved.status).toBe(200);
  expect(saved.body.product.name).toBe('Careful edit');
});

it('a coupon PATCH without updated_at is 428 and changes nothing', async () => {
  const made = await callRoute(createCoupon, '/x', {
    method: 'POST',
    body: { code: 'STAMP10', percent: 10 },
    headers: owner.cookieHeaders,
  });
  expect(made.status).toBe(201);
  const params = { id: String(made.body.coupon.id) };
  const blind = await callRoute(patchCoupon, '/x', {
    method: 'PATCH',
    params,
    body: { percent: 50 },
    headers: owner.cookieHeaders,
  });
  expect(blind.status).toBe(428);
  expect(blind.body).toEqual(REQUIRED);
  const [row] = await (await getDb()).select().from(coupons).where(eq(coupons.id, made.body.coupon.id));
  expect(row.percent).toBe(10);
  const saved = await callRoute(patchCoupon, '/x', {
    method: 'PATCH',
    params,
    body: { percent: 20, updated_at: made.body.coupon.updated_at },
    headers: owner.cookieHeaders,
  });
  expect(saved.status).toBe(200);
});

it('a settings PATCH without updated_at is 428 once the settings have been saved; a stale one is 409', async () => {
  const first = await callRoute(readSettings, '/x', { headers: owner.cookieHeaders });
  const stamp = first.body.settings.updated_at ?? undefined;
  const saved = await callRoute(patchSettings, '/x', {
    method: 'PATCH',
    body: { copyright: '© Stamp One', updated_at: stamp },
    headers: owner.cookieHeaders,
  });
  expect(saved.status).toBe(200);
  const blind = await callRoute(patchSettings, '/x', {
    method: 'PATCH',
    body: { copyright: '© Blind' },
    headers: owner.cookieHeaders,
  });
  expect(blind.status).toBe(428);
  expect(blind.body).toEqual(REQUIRED);
  expect((await callRoute(readSettings, '/x', { headers: owner.cookieHeaders })).body.settings.copyright).toBe(
    '© Stamp One',
  );
  if (stamp) {
    const stale = await callRoute(patchSettings, '/x', {
      method: 'PATCH',
      body: { copyright: '© Stale', updated_at: stamp },
      headers: owner.cookieHeaders,
    });
    expect(stale.status).toBe(409);
  }
});
