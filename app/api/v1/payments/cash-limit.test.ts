// Section 269ST: cash on delivery never collects ₹2,00,000 or more for one order. The setting stops at ₹1,99,999
// (400 naming the rule), and an order above ₹1,99,999 is refused cash whatever the stored setting says.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { COD_ERROR_CODES } from '@/lib/shared/payment-methods';
import { createShopper } from '@/test-support/create-shopper';
import { cheap, placeCod, setSettings, setUpCashOnDelivery, withSettings } from '@/test-support/cod-fixture';

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
