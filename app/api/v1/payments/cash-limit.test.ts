// Section 269ST: cash on delivery never collects ₹2,00,000 or more for one order. The setting stops at ₹1,99,999
// (400 naming the rule), and an order above ₹1,99,999 is refused cash whatever the stored setting says. Nor does
// one buyer's cash for an IST day reach ₹2,00,000, however it is split between orders.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, products } from '@/lib/server/db/schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { COD_ERROR_CODES } from '@/lib/shared/payment-methods';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { istDayStart, shopToday } from '@/lib/shared/shop-time';
import { createShopper } from '@/test-support/create-shopper';
import {
  cheap,
  move,
  placeCod,
  setSettings,
  setUpCashOnDelivery,
  withSettings,
  type Shopper,
} from '@/test-support/cod-fixture';

setUpCashOnDelivery();

async function codOrderAt(pricePaise: number) {
  const db = await getDb();
  await db.update(products).set({ pricePaise, priceBreakup: null }).where(eq(products.id, cheap.id));
  return placeCod(await createShopper(), { ...cheap, pricePaise });
}

describe('the cash on delivery limit setting', () => {
  it.each([
    [199_999, 200],
    [200_000, 400],
    [200_001, 400],
    [10_000_000, 400],
  ])('₹%d answers %d', async (value, status) => {
    const answer = await setSettings({ cod_max_order_value: value });
    expect(answer.status).toBe(status);
    if (status === 400) {
      expect(answer.body.error_code).toBe(ERROR_CODES.validationFailed);
      expect(answer.body.errors.cod_max_order_value[0]).toContain('269ST');
    } else {
      expect(answer.body.settings.cod_max_order_value).toBe(value);
    }
  });
});

describe('an order paid in cash, with the limit set to the legal most', () => {
  beforeAll(async () => {
    expect((await setSettings({ cod_max_order_value: 199_999 })).status).toBe(200);
  });

  it.each([
    ['₹1,99,998.99', 19_999_899, 201],
    ['exactly ₹1,99,999', 19_999_900, 201],
    ['₹1,99,999.01', 19_999_901, 422],
    ['₹2,00,000', 20_000_000, 422],
  ])('%s answers %d', async (_name, paise, status) => {
    const answer = await codOrderAt(paise);
    expect(answer.status).toBe(status);
    if (status === 422) expect(answer.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
  });
});

describe('a limit stored before the rule (₹5,00,000)', () => {
  it('reads as ₹1,99,999 and refuses cash above it', async () => {
    await withSettings({ codMaxOrderPaise: 50_000_000 }, async () => {
      const read = await setSettings({});
      expect(read.body.settings.cod_max_order_value).toBe(199_999);
      expect((await codOrderAt(19_999_900)).status).toBe(201);
      const refused = await codOrderAt(19_999_901);
      expect(refused.status).toBe(422);
      expect(refused.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
      expect(refused.body.message).toContain('₹1,99,999');
    });
  });
});

describe("one buyer's cash for an IST day (section 269ST counts the day, not the order)", () => {
  beforeAll(async () => {
    expect((await setSettings({ cod_max_order_value: 199_999 })).status).toBe(200);
  });

  async function codFor(shopper: Shopper, pricePaise: number) {
    const db = await getDb();
    await db.update(products).set({ pricePaise, priceBreakup: null }).where(eq(products.id, cheap.id));
    return placeCod(shopper, { ...cheap, pricePaise });
  }

  /** A shopper whose first COD order, of `pricePaise`, was delivered (cash had) today. */
  async function deliveredToday(pricePaise: number) {
    const shopper = await createShopper();
    const first = await codFor(shopper, pricePaise);
    expect(first.status).toBe(201);
    const id = first.body.id as number;
    expect((await move(id, { status: 'shipped', courier: 'Own van', tracking_number: `VAN${id}` })).status).toBe(200);
    expect((await move(id, { status: 'delivered' })).status).toBe(200);
    return { shopper, id };
  }

  it.each([
    ['₹1,99,999.99 in all', 9_999_999, 201],
    ['exactly ₹2,00,000 in all', 10_000_000, 422],
    ['₹2,00,000.01 in all', 10_000_001, 422],
  ])('a second order taking the day to %s (it costs %d paise) answers %d', async (_name, secondPaise, status) => {
    const { shopper } = await deliveredToday(10_000_000);
    const second = await codFor(shopper, secondPaise);
    expect(second.status).toBe(status);
    if (status === 422) {
      expect(second.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
      expect(second.body.message).toBe(COD_MESSAGES.dayCashLimit('₹1,00,000', '₹2,00,000'));
    }
  });

  it('refuses a second order while the first is still to be collected, over the day', async () => {
    const shopper = await createShopper();
    expect((await codFor(shopper, 17_799_300)).status).toBe(201);
    const second = await codFor(shopper, 17_799_300);
    expect(second.status).toBe(422);
    expect(second.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
  });

  it('does not count a cancelled order', async () => {
    const shopper = await createShopper();
    const first = await codFor(shopper, 17_799_300);
    expect((await move(first.body.id, { status: 'cancelled' })).status).toBe(200);
    expect((await codFor(shopper, 17_799_300)).status).toBe(201);
  });

  it('counts an order of the same IST day from its midnight, and not one of the day before', async () => {
    const { shopper, id } = await deliveredToday(10_000_000);
    const db = await getDb();
    const midnight = istDayStart(shopToday());
    const at = async (when: Date) =>
      db.update(orders).set({ createdAt: when, paidAt: when, deliveredAt: when }).where(eq(orders.id, id));
    await at(midnight);
    expect((await codFor(shopper, 10_000_000)).status).toBe(422);
    await at(new Date(midnight.getTime() - 1));
    expect((await codFor(shopper, 10_000_000)).status).toBe(201);
  });
});
