// Checkout with the sandbox provider (spec section 7): Try again after closing the window, expiry, the sandbox card page.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { expireStaleOrders } from '@/lib/server/orders';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import {
  hmac,
  orderBody,
  orderRow,
  paymentsOf,
  SANDBOX_SECRET,
  stockOf,
  verifyCall,
} from '@/test-support/checkout-fixtures';
import { POST as sandboxPay } from './sandbox/pay/route';
import { POST as createOrderRoute } from '../orders/route';
import {
  a,
  b,
  shopper,
  startCheckout,
  countOrdersOf,
  setUpPaymentsFixture,
  genuine,
  resume,
  mailAbout,
} from '@/test-support/payments-api-fixture';

setUpPaymentsFixture();

describe('closing the payment window, then Try again (POST /payments/resume)', () => {
  it('leaves the order pending with its stock held and sends no mail; Try again pays the same order', async () => {
    // What the browser does when the window closes: nothing reaches the server, so nothing is cancelled.
    const order = await startCheckout();
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(8);
    expect(await mailAbout(order.id)).toEqual([]);

    const again = await resume(order.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: order.id,
      razorpay_order_id: order.razorpay_order_id,
      amount: order.amount,
      key: order.key,
      provider: 'sandbox',
    });
    expect(again.body.order).toMatchObject({ id: order.id, status: 'pending' });
    expect(await countOrdersOf(shopper.user.id)).toBe(1);

    const paid = await verifyCall(shopper.cookieHeaders, genuine(again.body));
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ id: order.id, status: 'confirmed' });
    expect(await stockOf(a.id)).toBe(8);
    expect(await mailAbout(order.id)).toEqual([expect.stringContaining('confirmed')]);
    // Paid now: there is nothing left to resume.
    expect((await resume(order.id)).body.error_code).toBe('ORDER_NOT_PENDING');
  });

  it('sends no mail when an unpaid order expires, and will not reopen it afterwards', async () => {
    const order = await startCheckout();
    await (
      await getDb()
    )
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order.id));
    const res = await resume(order.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ORDER_MESSAGES.notAwaitingPayment, error_code: 'ORDER_NOT_PENDING' });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await mailAbout(order.id)).toEqual([]);
  });

  it("answers another shopper's order, an order without a payment and a bad id without reopening anything", async () => {
    const order = await startCheckout();
    const stranger = await createShopper();
    expect((await resume(order.id, stranger.cookieHeaders)).status).toBe(404);
    expect((await resume(order.id, {})).status).toBe(401);
    for (const bad of ['1', -1, 1.5, null]) expect((await resume(bad)).status).toBe(400);
    const unpaid = await callRoute(createOrderRoute, '/api/v1/orders', {
      method: 'POST',
      body: orderBody([{ product: b, quantity: 1 }]),
      headers: shopper.cookieHeaders,
    });
    expect(unpaid.status).toBe(201);
    expect((await resume(unpaid.body.order.id)).status).toBe(409);
  });
});

describe('expiry', () => {
  it('moves pending orders past their hold to payment_failed and gives their stock back', async () => {
    const stale = await startCheckout([{ product: a, quantity: 3 }]);
    const fresh = await startCheckout([{ product: b, quantity: 2 }]);
    await (
      await getDb()
    )
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, stale.id));
    expect(await expireStaleOrders()).toBe(1);
    expect((await orderRow(stale.id)).status).toBe('payment_failed');
    expect((await orderRow(fresh.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(8);
    // Nothing left to expire; running again changes nothing.
    expect(await expireStaleOrders()).toBe(0);
    expect(await stockOf(a.id)).toBe(10);
  });

  it('never expires a paid order', async () => {
    const order = await startCheckout();
    await verifyCall(shopper.cookieHeaders, genuine(order));
    await (
      await getDb()
    )
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, order.id));
    await expireStaleOrders();
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
  });
});

describe('the sandbox card page endpoint', () => {
  const pay = (headers: Record<string, string>, body: unknown) =>
    callRoute(sandboxPay, '/api/v1/payments/sandbox/pay', { method: 'POST', body, headers });

  it('pays with the success card: a payment id and a signature that verify accepts', async () => {
    const order = await startCheckout();
    const res = await pay(shopper.cookieHeaders, {
      razorpay_order_id: order.razorpay_order_id,
      card_number: '4111 1111 1111 1111',
    });
    expect(res.status).toBe(200);
    expect(res.body.razorpay_payment_id).toMatch(/^pay_sbx_[A-Za-z0-9]{14}$/);
    expect(res.body.razorpay_signature).toBe(
      hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${res.body.razorpay_payment_id}`),
    );
    // Nothing is paid until verify (or a webhook) says so.
    expect((await orderRow(order.id)).status).toBe('pending');
    const verified = await verifyCall(shopper.cookieHeaders, { order_id: order.id, ...res.body });
    expect(verified.body.order.status).toBe('confirmed');
  });

  it('declines the decline card like Razorpay, recording the failure and releasing the stock', async () => {
    const order = await startCheckout();
    const res = await pay(shopper.cookieHeaders, {
      razorpay_order_id: order.razorpay_order_id,
      card_number: '4000000000000002',
    });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: CHECKOUT_MESSAGES.cardDeclined,
      reason: 'payment_failed',
      metadata: { order_id: order.razorpay_order_id, payment_id: expect.stringMatching(/^pay_sbx_/) },
    });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'failed', amountPaise: order.amount }),
    ]);
    // The closed order cannot be paid afterwards.
    const late = await pay(shopper.cookieHeaders, {
      razorpay_order_id: order.razorpay_order_id,
      card_number: '4111111111111111',
    });
    expect(late.status).toBe(409);
  });

  it('refuses any other card number and changes nothing', async () => {
    const order = await startCheckout();
    for (const card_number of ['1234 5678 9012 3456', '', '4111']) {
      const res = await pay(shopper.cookieHeaders, { razorpay_order_id: order.razorpay_order_id, card_number });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CHECKOUT_MESSAGES.invalidCard);
    }
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(8);
  });

  it("refuses another shopper's order and a caller without a session", async () => {
    const order = await startCheckout();
    const stranger = await createShopper();
    expect(
      (
        await pay(stranger.cookieHeaders, {
          razorpay_order_id: order.razorpay_order_id,
          card_number: '4000000000000002',
        })
      ).status,
    ).toBe(404);
    expect(
      (await pay({}, { razorpay_order_id: order.razorpay_order_id, card_number: '4000000000000002' })).status,
    ).toBe(401);
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});
