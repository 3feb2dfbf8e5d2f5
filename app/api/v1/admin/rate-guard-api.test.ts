// The safety net on a metal rate: a change of more than 10 % from the current rate, either way, is refused with a
// preview of what it would re-price, and nothing changes until the owner confirms it. Exactly 10 % goes through.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { metalRateHistory, metalRates, products } from '@/lib/server/db/schema';
import { DEFAULT_STAFF_PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { PUT as putRate } from './rates/[key]/route';
import { POST as previewRate } from './rates/[key]/preview/route';

let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff', { permissions: [...DEFAULT_STAFF_PERMISSIONS, 'rates'] });
});

const setRate = (key: string, body: Record<string, unknown>) =>
  callRoute(putRate, `/api/v1/admin/rates/${key}`, {
    method: 'PUT',
    body,
    headers: staff.cookieHeaders,
    params: { key },
  });

const previewOf = (key: string, body: Record<string, unknown>) =>
  callRoute(previewRate, `/api/v1/admin/rates/${key}/preview`, {
    method: 'POST',
    body,
    headers: staff.cookieHeaders,
    params: { key },
  });

async function storedRate(key: 'gold_22k' | 'gold_18k'): Promise<number> {
  const db = await getDb();
  const [row] = await db.select().from(metalRates).where(eq(metalRates.key, key));
  return row.ratePaisePerGram;
}

async function weightPrices(key: 'gold_22k' | 'gold_18k'): Promise<Map<number, number>> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, price: products.pricePaise })
    .from(products)
    .where(and(eq(products.pricingKind, 'weight'), eq(products.metalRateKey, key)));
  return new Map(rows.map((r) => [r.id, r.price]));
}

describe('a 90 % cut of the 18K rate (₹6,750 typed as ₹675)', () => {
  it('is refused with the preview and re-prices nothing until it is confirmed', async () => {
    const before = await weightPrices('gold_18k');
    expect(before.size).toBeGreaterThan(0);
    const db = await getDb();
    const historyBefore = await db.select().from(metalRateHistory).where(eq(metalRateHistory.key, 'gold_18k'));

    const refused = await setRate('gold_18k', { rate_per_gram: 675 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: expect.stringContaining('90 % below'),
      error_code: ADMIN_ERROR_CODES.rateChangeUnusual,
      current: 6750,
      proposed: 675,
      change_percent: -90,
    });
    const { preview } = refused.body;
    expect(preview.count).toBe(before.size);
    expect(preview.largest).toHaveLength(Math.min(5, before.size));
    for (const piece of preview.largest) {
      expect(piece.old_price).toBe(before.get(piece.id)! / 100);
      expect(piece.new_price).toBeLessThan(piece.old_price);
    }

    // Nothing moved: rate, prices, history.
    expect(await storedRate('gold_18k')).toBe(675_000);
    expect(await weightPrices('gold_18k')).toEqual(before);
    expect(await db.select().from(metalRateHistory).where(eq(metalRateHistory.key, 'gold_18k'))).toHaveLength(
      historyBefore.length,
    );

    // A false confirmation is no confirmation.
    expect((await setRate('gold_18k', { rate_per_gram: 675, confirm_unusual_change: false })).status).toBe(409);

    const confirmed = await setRate('gold_18k', { rate_per_gram: 675, confirm_unusual_change: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.repriced).toBe(before.size);
    expect(await storedRate('gold_18k')).toBe(67_500);
    const after = await weightPrices('gold_18k');
    for (const piece of preview.largest) expect(after.get(piece.id)).toBe(Math.round(piece.new_price * 100));
    // The preview named the five largest drops of all, largest first.
    const drops = [...before].map(([id, old]) => ({ id, drop: old - after.get(id)! }));
    drops.sort((a, b) => b.drop - a.drop || a.id - b.id);
    expect(preview.largest.map((p: { id: number }) => p.id)).toEqual(drops.slice(0, 5).map((d) => d.id));

    // Putting the typo right is itself a +900 % change: refused too, then confirmed.
    expect((await setRate('gold_18k', { rate_per_gram: 6750 })).status).toBe(409);
    expect((await setRate('gold_18k', { rate_per_gram: 6750, confirm_unusual_change: true })).status).toBe(200);
    expect(await weightPrices('gold_18k')).toEqual(before);
  });
});

describe('the 10 % edge, from ₹10,000', () => {
  const reset = async () =>
    expect((await setRate('gold_22k', { rate_per_gram: 10_000, confirm_unusual_change: true })).status).toBe(200);

  it.each([
    ['exactly +10 %', 11_000, 200],
    ['just under +10 %', 10_999.99, 200],
    ['just over +10 %', 11_000.01, 409],
    ['exactly -10 %', 9000, 200],
    ['just under -10 %', 9000.01, 200],
    ['just over -10 %', 8999.99, 409],
  ])('%s (₹%d) answers %d', async (_name, rate, status) => {
    await reset();
    const answer = await setRate('gold_22k', { rate_per_gram: rate });
    expect(answer.status).toBe(status);
    expect(await storedRate('gold_22k')).toBe(status === 200 ? Math.round(rate * 100) : 1_000_000);
    if (status === 409) {
      expect(answer.body.current).toBe(10_000);
      expect(answer.body.proposed).toBe(rate);
      expect(Math.abs(answer.body.change_percent)).toBe(10);
    }
  });

  it('refuses a bad confirmation flag as bad input', async () => {
    const bad = await setRate('gold_22k', { rate_per_gram: 10_000, confirm_unusual_change: 'yes' });
    expect(bad.status).toBe(400);
  });
});

describe('every change is previewed before it is saved', () => {
  it('a 5 % rise shows how many pieces change and their old and new prices, and saves nothing', async () => {
    expect((await setRate('gold_22k', { rate_per_gram: 10_000, confirm_unusual_change: true })).status).toBe(200);
    const before = await weightPrices('gold_22k');
    expect(before.size).toBeGreaterThan(0);

    const answer = await previewOf('gold_22k', { rate_per_gram: 10_500 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ current: 10_000, proposed: 10_500, change_percent: 5, unusual: false });
    expect(answer.body.message).toBeNull();
    expect(answer.body.preview.count).toBe(before.size);
    expect(answer.body.preview.largest).toHaveLength(Math.min(5, before.size));
    for (const piece of answer.body.preview.largest) {
      expect(piece.old_price).toBe(before.get(piece.id)! / 100);
      expect(piece.new_price).toBeGreaterThan(piece.old_price);
    }
    // Nothing saved or re-priced by the preview.
    expect(await storedRate('gold_22k')).toBe(1_000_000);
    expect(await weightPrices('gold_22k')).toEqual(before);

    // Saving what was previewed re-prices exactly as shown.
    expect((await setRate('gold_22k', { rate_per_gram: 10_500 })).status).toBe(200);
    const after = await weightPrices('gold_22k');
    for (const piece of answer.body.preview.largest)
      expect(after.get(piece.id)).toBe(Math.round(piece.new_price * 100));
  });

  it.each([
    ['exactly +10 %', 11_000, false],
    ['just over +10 %', 11_000.01, true],
    ['exactly -10 %', 9000, false],
    ['just over -10 %', 8999.99, true],
  ])('%s (₹%d) is previewed, unusual: %s', async (_name, rate, unusual) => {
    expect((await setRate('gold_22k', { rate_per_gram: 10_000, confirm_unusual_change: true })).status).toBe(200);
    const answer = await previewOf('gold_22k', { rate_per_gram: rate });
    expect(answer.status).toBe(200);
    expect(answer.body.unusual).toBe(unusual);
    expect(answer.body.message === null).toBe(!unusual);
    expect(await storedRate('gold_22k')).toBe(1_000_000);
  });

  it('needs the rates permission and a valid rate', async () => {
    expect((await previewOf('gold_22k', { rate_per_gram: -1 })).status).toBe(400);
    expect((await previewOf('unobtainium', { rate_per_gram: 100 })).status).toBe(404);
    const helper = await createStaff('staff', { permissions: [...DEFAULT_STAFF_PERMISSIONS] });
    const refused = await callRoute(previewRate, '/api/v1/admin/rates/gold_22k/preview', {
      method: 'POST',
      body: { rate_per_gram: 100 },
      headers: helper.cookieHeaders,
      params: { key: 'gold_22k' },
    });
    expect(refused.status).toBe(403);
  });
});
