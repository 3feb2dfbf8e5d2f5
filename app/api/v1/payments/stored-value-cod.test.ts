// Cash on delivery with a gift card: the courier collects only the rest, and section 269ST's limits (the order's
// ₹1,99,999 and the buyer's day below ₹2,00,000) count that cash alone, to the paisa, not the order's total.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { COD_ERROR_CODES } from '@/lib/shared/payment-methods';
import { COD_CASH_LIMIT_PAISE } from '@/lib/shared/india-limits';
import { createShopper } from '@/test-support/create-shopper';
import { createOrderCall } from '@/test-support/checkout-fixtures';
import { cheap, codBody, move, setSettings, setUpCashOnDelivery, type Shopper } from '@/test-support/cod-fixture';
import { balanceOf, issueTestGiftCard } from '@/test-support/stored-value-fixture';

setUpCashOnDelivery();

// ₹2,50,000: above the cash limit on its own, so only a gift card makes it payable in cash.
const PRICE = 25_000_000;
beforeAll(async () => {
  expect((await setSettings({ cod_max_order_value: 199_999 })).status).toBe(200);
  const db = await getDb();
  await db.update(products).set({ pricePaise: PRICE, priceBreakup: null }).where(eq(products.id, cheap.id));
  cheap.pricePaise = PRICE;
});

/** A COD order of the ₹2,50,000 piece with a gift card that leaves `cashPaise` to collect. */
async function codWithCash(shopper: Shopper, cashPaise: number) {
  const card = await issueTestGiftCard(PRICE - cashPaise);
  const answer = await createOrderCall(shopper.cookieHeaders, {
    ...codBody(cheap),
    pan: 'ABCDE1234F',
    gift_card_codes: [card.code],
  });
  return { answer, card };
}

describe('a COD order paid partly by a gift card', () => {
  it.each([
    ['a paisa below the limit', COD_CASH_LIMIT_PAISE - 1, 201],
    ['exactly the limit', COD_CASH_LIMIT_PAISE, 201],
    ['a paisa above the limit', COD_CASH_LIMIT_PAISE + 1, 422],
  ])('leaving %s in cash (%d paise) answers %d', async (_name, cashPaise, status) => {
    const { answer, card } = await codWithCash(await createShopper(), cashPaise);
    expect(answer.status).toBe(status);
    if (status === 201) {
      expect(answer.body).toMatchObject({ payment_method: 'cod', amount: cashPaise, total_amount: PRICE / 100 });
      expect(answer.body.order.amount_payable).toBe(cashPaise / 100);
      expect(await balanceOf(card.storedValueId)).toBe(0);
    } else {
      expect(answer.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
      // Refused whole: the card keeps its balance.
      expect(await balanceOf(card.storedValueId)).toBe(PRICE - cashPaise);
    }
  });

  it.each([
    ['₹1,99,999.99 of cash in the day', 9_999_999, 201],
    ['₹2,00,000 of cash in the day', 10_000_000, 422],
  ])(
    "counts only the cash in the buyer's day: a second order taking it to %s (%d paise) answers %d",
    async (_n, second, status) => {
      const shopper = await createShopper();
      const first = await codWithCash(shopper, 10_000_000);
      expect(first.answer.status).toBe(201);
      const id = first.answer.body.id as number;
      expect((await move(id, { status: 'shipped', courier: 'Own van', tracking_number: `VAN${id}` })).status).toBe(200);
      expect((await move(id, { status: 'delivered' })).status).toBe(200);
      const next = await codWithCash(shopper, second);
      expect(next.answer.status).toBe(status);
    },
  );
});
