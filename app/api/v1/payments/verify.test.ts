// Checkout with the sandbox provider (spec section 7): a payment is confirmed only by a genuine signature.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { cartItems, orders } from '@/lib/server/db/schema';
import { createShopper } from '@/test-support/create-shopper';
import { expireStaleOrders } from '@/lib/server/orders';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { hmac, orderRow, outboxTo, paymentsOf, setStock, stockOf, verifyCall } from '@/test-support/checkout-fixtures';
import {
  a,
  b,
  shopper,
  startCheckout,
  setUpPaymentsFixture,
  genuine,
  paymentId,
} from '@/test-support/payments-api-fixture';

setUpPaymentsFixture();

describe('POST /payments/verify', () => {
  it('confirms the order, records the payment, empties the server cart and queues one confirmation', async () => {
    const db = await getDb();
    await db.insert(cartItems).values({ userId: shopper.user.id, productId: a.id, quantity: 2 });
    const order = await startCheckout();
    const body = genuine(order);
    const res = await verifyCall(shopper.cookieHeaders, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: CHECKOUT_MESSAGES.paymentSuccess,
      payment_id: body.razorpay_payment_id,
    });
    expect(res.body.order).toMatchObject({ id: order.id, status: 'confirmed', items_count: 2 });
    expect(res.body.order.paid_at).toEqual(expect.any(String));

    expect(await stockOf(a.id)).toBe(8);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({
      provider: 'sandbox',
      providerPaymentId: body.razorpay_payment_id,
      status: 'captured',
      source: 'verify',
      amountPaise: order.amount,
    });
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
  });

  it('replayed ten times, one after another or all at once, gives one payment, one email and the same answer', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    const first = await verifyCall(shopper.cookieHeaders, body);
    const sequential = [];
    for (let i = 0; i < 4; i++) sequential.push(await verifyCall(shopper.cookieHeaders, body));
    const parallel = await Promise.all(Array.from({ length: 5 }, () => verifyCall(shopper.cookieHeaders, body)));
    for (const res of [...sequential, ...parallel]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
    expect(await stockOf(a.id)).toBe(8);
  });

  it('refuses a forged signature: 400, the order payment_failed and its stock back', async () => {
    const order = await startCheckout();
    expect(await stockOf(a.id)).toBe(8);
    const res = await verifyCall(shopper.cookieHeaders, { ...genuine(order), razorpay_signature: 'f'.repeat(64) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: CHECKOUT_MESSAGES.verificationFailed,
      error_code: 'PAYMENT_VERIFICATION_FAILED',
    });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await paymentsOf(order.id)).toEqual([]);
    // Refused again: the stock is not given back a second time.
    await verifyCall(shopper.cookieHeaders, { ...genuine(order), razorpay_signature: 'short' });
    expect(await stockOf(a.id)).toBe(10);
  });

  it('refuses a signature made for another order, or with another key', async () => {
    const mine = await startCheckout();
    const other = await startCheckout([{ product: b, quantity: 1 }]);
    const pay = paymentId();
    // A genuine signature of the other order, presented for mine.
    const borrowed = { ...genuine(other, pay), order_id: mine.id };
    expect((await verifyCall(shopper.cookieHeaders, borrowed)).status).toBe(400);
    // Mine, but claiming the other order's provider id in the body.
    const mismatched = { ...genuine(mine, pay), razorpay_order_id: other.razorpay_order_id };
    expect((await verifyCall(shopper.cookieHeaders, mismatched)).status).toBe(400);
    const wrongKey = {
      ...genuine(other),
      razorpay_signature: hmac('another-secret', `${other.razorpay_order_id}|${pay}`),
    };
    expect((await verifyCall(shopper.cookieHeaders, wrongKey)).status).toBe(400);
    expect((await orderRow(mine.id)).status).toBe('payment_failed');
    expect((await orderRow(other.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(10);
  });

  it('never lets a forged call undo a paid order', async () => {
    const order = await startCheckout();
    await verifyCall(shopper.cookieHeaders, genuine(order));
    const forged = await verifyCall(shopper.cookieHeaders, { ...genuine(order), razorpay_signature: '0'.repeat(64) });
    expect(forged.status).toBe(400);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
  });

  it("answers another shopper's order as not found and changes nothing", async () => {
    const order = await startCheckout();
    const stranger = await createShopper();
    const res = await verifyCall(stranger.cookieHeaders, genuine(order));
    expect(res.status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(8);
  });

  it('requires a session and a well-formed body', async () => {
    const order = await startCheckout();
    expect((await verifyCall({}, genuine(order))).status).toBe(401);
    for (const body of [
      {},
      { ...genuine(order), order_id: 'x' },
      { ...genuine(order), razorpay_signature: '' },
      { ...genuine(order), razorpay_payment_id: 'p'.repeat(101) },
    ]) {
      const res = await verifyCall(shopper.cookieHeaders, body);
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_FAILED');
    }
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('revives an order that expired while the shopper was paying, when its pieces are still there', async () => {
    const order = await startCheckout();
    await (
      await getDb()
    )
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    await expireStaleOrders();
    expect(await stockOf(a.id)).toBe(10);
    const res = await verifyCall(shopper.cookieHeaders, genuine(order));
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
  });

  it('records a late payment for an order whose pieces sold out meanwhile, and says a refund is due', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = await startCheckout();
    const body = genuine(order);
    await (
      await getDb()
    )
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    await expireStaleOrders();
    await setStock(a.id, 1);
    const res = await verifyCall(shopper.cookieHeaders, body);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('PAYMENT_REFUND_DUE');
    const row = await orderRow(order.id);
    expect(row.status).toBe('payment_failed');
    expect(row.notes).toContain(body.razorpay_payment_id);
    expect(row.notes).toContain('refunded');
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'captured', providerPaymentId: body.razorpay_payment_id }),
    ]);
    expect(await stockOf(a.id)).toBe(1);
    // The same call again: same answer, no second note.
    expect((await verifyCall(shopper.cookieHeaders, body)).status).toBe(409);
    expect((await orderRow(order.id)).notes!.split('\n')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
