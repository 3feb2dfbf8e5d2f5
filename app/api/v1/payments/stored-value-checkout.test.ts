// Gift cards and store credit spent at checkout: each pays what it can of the total, never more than its
// balance; a card two orders race for is spent by one of them only; an order they cover in full is confirmed
// at once without the card; a cancelled order gives them back, once; the invoice carries the full GST and then
// each stored value as a payment towards the amount.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, products, storedValueMovements } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createOrderCall, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { cheap, move, owner, setUpCashOnDelivery } from '@/test-support/cod-fixture';
import { shippedInvoiceText } from '@/test-support/ship-order-call';
import { balanceOf, grantTestCredit, issueTestGiftCard, movementsOf } from '@/test-support/stored-value-fixture';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { CHECKOUT_STORED_VALUE_MESSAGES as M } from '@/lib/shared/messages/checkout-stored-value';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { PATCH as cancelRoute } from '@/app/api/v1/orders/[id]/cancel/route';
import { POST as previewRoute } from './stored-value/route';

setUpCashOnDelivery();

// ₹10,000, and no weight-priced breakup: every amount below is worked from it.
const PRICE = 1_000_000;
beforeAll(async () => {
  const db = await getDb();
  await db.update(products).set({ pricePaise: PRICE, priceBreakup: null }).where(eq(products.id, cheap.id));
  cheap.pricePaise = PRICE;
});

const oneOf = (extra: Record<string, unknown>) => orderBody([{ product: cheap, quantity: 1 }], extra);

const cancelOwn = (id: number, headers: Record<string, string>) =>
  callRoute(cancelRoute, `/api/v1/orders/${id}/cancel`, { method: 'PATCH', params: { id: String(id) }, headers });

describe('a gift card paying part of an order', () => {
  it('takes its whole balance off what the card pays, and the invoice shows the full GST, then the gift card', async () => {
    const shopper = await createShopper();
    const giftPaise = 100_000;
    const card = await issueTestGiftCard(giftPaise);
    const placed = await createOrderCall(shopper.cookieHeaders, oneOf({ gift_card_codes: [card.code] }));
    expect(placed.status).toBe(201);
    expect(placed.body.amount).toBe(cheap.pricePaise - giftPaise);
    expect(placed.body.order.stored_value_payments).toEqual([
      { kind: 'gift_card', label: M.giftCardLabel(card.code.slice(-4)), amount: giftPaise / 100 },
    ]);
    expect(placed.body.order.amount_payable).toBe((cheap.pricePaise - giftPaise) / 100);
    expect(await balanceOf(card.storedValueId)).toBe(0);

    const paid = await payInSandbox(shopper.cookieHeaders, placed.body);
    expect(paid.status).toBe(200);
    expect(paid.body.order.status).toBe('confirmed');
    const text = await shippedInvoiceText(placed.body.id, shopper.cookieHeaders);
    // The tax is on the piece's full price; the gift card is a payment below it.
    expect(text).toMatch(/GST @ /);
    expect(text).toContain(`Paid by gift card ••••${card.code.slice(-4)}`);
    expect(text).toContain('Amount payable');
  });

  it('spends only what the order needs, leaving the rest on the card', async () => {
    const shopper = await createShopper();
    const card = await issueTestGiftCard(cheap.pricePaise + 5_000);
    const placed = await createOrderCall(shopper.cookieHeaders, oneOf({ gift_card_codes: [card.code] }));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ covered: true, amount: 0 });
    expect(await balanceOf(card.storedValueId)).toBe(5_000);
  });

  it('refuses an unknown or expired code with a 400 naming the code, and keeps no order', async () => {
    const shopper = await createShopper();
    const good = await issueTestGiftCard(10_000);
    const db = await getDb();
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    const unknown = await createOrderCall(
      shopper.cookieHeaders,
      oneOf({ gift_card_codes: [good.code, 'GCNOSUCHCODE0000'] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_code).toBe(ORDER_ERROR_CODES.storedValueInvalid);
    expect(unknown.body.errors['gift_card_codes.1']).toEqual([M.giftCardUnknown]);
    const yesterday = addDays(shopToday(), -1);
    const expired = await issueTestGiftCard(10_000, yesterday);
    const late = await createOrderCall(shopper.cookieHeaders, oneOf({ gift_card_codes: [expired.code] }));
    expect(late.status).toBe(400);
    expect(late.body.errors['gift_card_codes.0']).toEqual([M.giftCardExpired(yesterday)]);
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
    expect(await balanceOf(good.storedValueId)).toBe(10_000);
  });

  it('is refused a sixth code and a repeated one', async () => {
    const shopper = await createShopper();
    const six = await createOrderCall(
      shopper.cookieHeaders,
      oneOf({ gift_card_codes: ['A', 'B', 'C', 'D', 'E', 'F'] }),
    );
    expect(six.status).toBe(400);
    expect(six.body.errors.gift_card_codes).toBeDefined();
    const twice = await createOrderCall(shopper.cookieHeaders, oneOf({ gift_card_codes: ['abc', 'ABC'] }));
    expect(twice.status).toBe(400);
  });
});

describe('two orders racing on one gift card', () => {
  it('lets one spend it; the other gets a 409 naming the code, and nothing of it is kept', async () => {
    const [first, second] = [await createShopper(), await createShopper()];
    const card = await issueTestGiftCard(50_000);
    const db = await getDb();
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    const answers = await Promise.all(
      [first, second].map((s) => createOrderCall(s.cookieHeaders, oneOf({ gift_card_codes: [card.code] }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.error_code).toBe(ORDER_ERROR_CODES.storedValueSpent);
    expect(lost.body.errors['gift_card_codes.0']).toEqual([M.spentElsewhere]);
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before + 1);
    expect(await balanceOf(card.storedValueId)).toBe(0);
    expect((await movementsOf(card.storedValueId)).filter((m) => m.reason === 'spent')).toHaveLength(1);
  });
});

describe('store credit covering a whole order', () => {
  it('confirms and pays it at once, with no card payment, and an owner cancel gives the credit back once', async () => {
    const shopper = await createShopper();
    const creditId = await grantTestCredit(shopper.user.id, cheap.pricePaise + 1);
    const placed = await createOrderCall(shopper.cookieHeaders, oneOf({ use_store_credit: true }));
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ covered: true, amount: 0, message: M.coveredPlaced });
    expect(placed.body.razorpay_order_id).toBeUndefined();
    expect(placed.body.order).toMatchObject({ status: 'confirmed', amount_payable: 0, payment_provider: null });
    expect(placed.body.order.paid_at).not.toBeNull();
    expect(await balanceOf(creditId)).toBe(1);

    const cancel = () => move(placed.body.id, { status: 'cancelled' }, owner.cookieHeaders);
    expect((await cancel()).status).toBe(200);
    expect(await balanceOf(creditId)).toBe(cheap.pricePaise + 1);
    expect((await cancel()).status).not.toBe(200);
    expect(await balanceOf(creditId)).toBe(cheap.pricePaise + 1);
  });

  it('is not asked of a buyer with no credit: the card pays it all', async () => {
    const shopper = await createShopper();
    const placed = await createOrderCall(shopper.cookieHeaders, oneOf({ use_store_credit: true }));
    expect(placed.status).toBe(201);
    expect(placed.body.amount).toBe(cheap.pricePaise);
    expect(placed.body.order.stored_value_payments).toEqual([]);
  });
});

describe('a cancelled order', () => {
  it('gives each gift card and the store credit back to where it came from, once', async () => {
    const shopper = await createShopper();
    const card = await issueTestGiftCard(20_000);
    const creditId = await grantTestCredit(shopper.user.id, 30_000);
    const placed = await createOrderCall(
      shopper.cookieHeaders,
      oneOf({ gift_card_codes: [card.code], use_store_credit: true }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.amount).toBe(cheap.pricePaise - 50_000);
    expect(placed.body.order.stored_value_payments.map((p: { kind: string }) => p.kind)).toEqual([
      'gift_card',
      'store_credit',
    ]);
    expect([await balanceOf(card.storedValueId), await balanceOf(creditId)]).toEqual([0, 0]);

    expect((await cancelOwn(placed.body.id, shopper.cookieHeaders)).status).toBe(200);
    expect((await cancelOwn(placed.body.id, shopper.cookieHeaders)).status).toBe(409);
    expect([await balanceOf(card.storedValueId), await balanceOf(creditId)]).toEqual([20_000, 30_000]);
    const db = await getDb();
    const returned = await db
      .select({ amount: storedValueMovements.amountPaise })
      .from(storedValueMovements)
      .where(eq(storedValueMovements.orderId, placed.body.id));
    expect(returned.map((r) => Number(r.amount)).sort((a, b) => a - b)).toEqual([-30_000, -20_000, 20_000, 30_000]);
  });
});

describe("checkout's preview (POST /payments/stored-value)", () => {
  const preview = (headers: Record<string, string>, body: unknown) =>
    callRoute(previewRoute, '/api/v1/payments/stored-value', { method: 'POST', body, headers });

  it('shows the buyer their credit and what the chosen gift card and credit would pay, spending nothing', async () => {
    const shopper = await createShopper();
    const card = await issueTestGiftCard(30_000);
    const creditId = await grantTestCredit(shopper.user.id, 50_000);
    const answer = await preview(shopper.cookieHeaders, {
      amount_due: 600,
      gift_card_codes: [card.code],
      use_store_credit: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      store_credit: 500,
      savings: [],
      applied: [
        { kind: 'gift_card', amount: 300 },
        { kind: 'store_credit', amount: 300 },
      ],
      amount_to_pay: 0,
    });
    expect([await balanceOf(card.storedValueId), await balanceOf(creditId)]).toEqual([30_000, 50_000]);
    const bad = await preview(shopper.cookieHeaders, { amount_due: 600, gift_card_codes: ['GCWRONG'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['gift_card_codes.0']).toEqual([M.giftCardUnknown]);
  });
});
