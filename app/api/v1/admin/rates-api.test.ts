// The day's metal rates: who may set them, what is refused, and that saving one re-prices every
// piece sold by weight on it in one go, on the storefront's API too, while a pending order keeps its price.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { metalRateHistory, metalRates, orderItems, products } from '@/lib/server/db/schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DEFAULT_STAFF_PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { createOrderCall, installSandboxProvider, orderBody } from '@/test-support/checkout-fixtures';
import { GET as storefrontProduct } from '@/app/api/v1/products/[id]/route';
import { GET as listRates } from './rates/route';
import { PUT as putRate } from './rates/[key]/route';
import { POST as createProduct } from './products/route';
import { PATCH as patchProduct } from './products/[id]/route';

installSandboxProvider();
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  // The metal rates are granted one by one: this helper has them.
  staff = await createStaff('staff', { permissions: [...DEFAULT_STAFF_PERMISSIONS, 'rates'] });
  // The demo sets every rate; this file starts from a shop that has set none.
  const db = await getDb();
  await db.update(products).set({
    pricingKind: 'fixed',
    metalRateKey: null,
    makingChargeKind: null,
    makingChargeValue: null,
    priceBreakup: null,
  });
  await db.delete(metalRates);
  await db.delete(metalRateHistory);
});

const setRate = (key: string, body: unknown, headers = staff.cookieHeaders) =>
  callRoute(putRate, `/api/v1/admin/rates/${key}`, { method: 'PUT', body, headers, params: { key } });

const bangle = {
  name: 'Plain 22K Gold Bangle',
  pricing_kind: 'weight',
  metal_rate: 'gold_22k',
  weight_grams: 8.45,
  making_charge: { kind: 'percent', value: 12 },
  stone_charges: 1250,
  hallmarked: true,
  stock_quantity: 5,
};

describe('who may set a rate', () => {
  it('answers 401 without a session and 403 to a shopper, and keeps no rate', async () => {
    expect((await callRoute(listRates, '/api/v1/admin/rates')).status).toBe(401);
    const shopper = await createShopper();
    const refused = await setRate('gold_22k', { rate_per_gram: 9000 }, shopper.cookieHeaders);
    expect(refused.status).toBe(403);
    const rates = await callRoute(listRates, '/api/v1/admin/rates', { headers: staff.cookieHeaders });
    expect(rates.body.rates.find((r: { key: string }) => r.key === 'gold_22k').rate_per_gram).toBeNull();
  });
});

describe('bad input', () => {
  it('refuses an unknown metal with 404 and a bad rate with 400, each with message and error_code', async () => {
    const unknown = await setRate('gold_99k', { rate_per_gram: 9000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: expect.any(String), error_code: ERROR_CODES.notFound });
    for (const body of [
      { rate_per_gram: 0 },
      { rate_per_gram: -5 },
      { rate_per_gram: '9000' },
      { rate_per_gram: 90.001 },
      { rate_per_gram: 2_000_000 },
      {},
      { rate_per_gram: 9000, extra: 1 },
    ]) {
      const bad = await setRate('gold_22k', body);
      expect(bad.status).toBe(400);
      expect(bad.body.error_code).toBe(ERROR_CODES.validationFailed);
    }
  });

  it('will not price a piece by weight before its rate is set, and says which field', async () => {
    const made = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      body: { ...bangle, metal_rate: 'platinum_950', hallmarked: false },
      headers: staff.cookieHeaders,
    });
    expect(made.status).toBe(400);
    expect(made.body.errors.metal_rate[0]).toContain('Platinum 950');
  });

  it('refuses a hallmark on platinum and a piece by weight with no making charge', async () => {
    await setRate('platinum_950', { rate_per_gram: 3150 });
    const platinum = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      body: { ...bangle, metal_rate: 'platinum_950' },
      headers: staff.cookieHeaders,
    });
    expect(platinum.status).toBe(400);
    expect(platinum.body.errors).toHaveProperty('hallmarked');
    const incomplete = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      body: { ...bangle, making_charge: null },
      headers: staff.cookieHeaders,
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toHaveProperty('making_charge');
  });
});

describe('a piece priced by weight', () => {
  it('is priced from the rate, shows its breakup, and follows the rate; a pending order keeps its price', async () => {
    expect((await setRate('gold_22k', { rate_per_gram: 9000 })).status).toBe(200);
    const made = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      body: bangle,
      headers: staff.cookieHeaders,
    });
    expect(made.status).toBe(201);
    const id = made.body.product.id as number;
    // ₹9,000 × 8.45 g = ₹76,050; making 12 % = ₹9,126; stones ₹1,250; subtotal ₹86,426; GST ₹2,592.78; ₹89,019.
    const shown = await callRoute(storefrontProduct, `/api/v1/products/${id}`, { params: { id: String(id) } });
    expect(shown.body.product).toMatchObject({
      price: 89_019,
      originalPrice: null,
      metal: '22K Gold',
      purity: '22K',
      hallmark: '22K916',
      pricing_kind: 'weight',
      hsn_code: '7113',
    });
    expect(shown.body.product.price_breakup).toEqual({
      kind: 'weight',
      metal_rate: 'Gold 22K (916)',
      weight_grams: 8.45,
      rate_per_gram: 9000,
      metal_value: 76_050,
      making_charge: { kind: 'percent', value: 12 },
      making_charges: 9126,
      stone_charges: 1250,
      subtotal: 86_426,
      gst_percent: 3,
      gst: 2592.78,
      round_off: 0.22,
      total: 89_019,
    });

    // A shopper starts checkout at today's price.
    const shopper = await createShopper();
    const pending = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: { id, name: bangle.name, pricePaise: 8_901_900 }, quantity: 1 }]),
    );
    expect(pending.status).toBe(201);

    const saved = await setRate('gold_22k', { rate_per_gram: 9500 });
    expect(saved.status).toBe(200);
    expect(saved.body.repriced).toBeGreaterThanOrEqual(1);
    const repriced = await callRoute(storefrontProduct, `/api/v1/products/${id}`, { params: { id: String(id) } });
    // ₹80,275 + 12 % ₹9,633 + ₹1,250 = ₹91,158; GST ₹2,734.74; ₹93,892.74 → ₹93,893.
    expect(repriced.body.product.price).toBe(93_893);
    expect(repriced.body.product.price_breakup).toMatchObject({
      rate_per_gram: 9500,
      metal_value: 80_275,
      making_charges: 9633,
      gst: 2734.74,
      total: 93_893,
    });

    const db = await getDb();
    const [line] = await db.select().from(orderItems).where(eq(orderItems.productId, id));
    expect(line.unitPricePaise).toBe(8_901_900);
    expect(line.priceBreakup).toMatchObject({ ratePaisePerGram: 900_000, totalPaise: 8_901_900 });

    const history = await db.select().from(metalRateHistory).where(eq(metalRateHistory.key, 'gold_22k'));
    expect(history.map((h) => [h.ratePaisePerGram, h.previousPaisePerGram, h.changedByLabel])).toEqual([
      [900_000, null, staff.user.email],
      [950_000, 900_000, staff.user.email],
    ]);
    const listed = await callRoute(listRates, '/api/v1/admin/rates', { headers: staff.cookieHeaders });
    expect(listed.body.rates.find((r: { key: string }) => r.key === 'gold_22k')).toMatchObject({
      rate_per_gram: 9500,
      updated_by: staff.user.email,
    });
    expect(listed.body.history[0]).toMatchObject({
      key: 'gold_22k',
      rate_per_gram: 9500,
      previous_rate_per_gram: 9000,
      changed_by: staff.user.email,
    });
  });

  it('goes back to a fixed price when the owner says so, and a fixed price shows the GST inside it', async () => {
    const made = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      body: { ...bangle, name: 'Another Bangle' },
      headers: staff.cookieHeaders,
    });
    const id = made.body.product.id as number;
    const fixed = await callRoute(patchProduct, `/api/v1/admin/products/${id}`, {
      method: 'PATCH',
      body: { pricing_kind: 'fixed', price: 10_300, updated_at: made.body.product.updated_at },
      headers: staff.cookieHeaders,
      params: { id: String(id) },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.product.price_breakup).toMatchObject({
      kind: 'fixed',
      subtotal: 10_000,
      gst: 300,
      total: 10_300,
      metal_value: null,
    });
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ pricingKind: 'fixed', metalRateKey: null, priceBreakup: null });
    // A rate saved later leaves it alone.
    const again = await setRate('gold_22k', { rate_per_gram: 9100 });
    expect(again.status).toBe(200);
    const [after] = await db.select().from(products).where(eq(products.id, id));
    expect(after.pricePaise).toBe(1_030_000);
  });
});
