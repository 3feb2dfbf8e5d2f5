// Checkout with the sandbox provider (spec section 7): the provider's webhook confirms or fails an order once.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { webhookEvents } from '@/lib/server/db/schema';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import {
  orderPaidEvent,
  orderRow,
  outboxTo,
  paymentEvent,
  paymentsOf,
  SANDBOX_SECRET,
  setStock,
  stockOf,
  verifyCall,
  webhookCall,
} from '@/test-support/checkout-fixtures';
import {
  a,
  shopper,
  startCheckout,
  setUpPaymentsFixture,
  genuine,
  paymentId,
} from '@/test-support/payments-api-fixture';

setUpPaymentsFixture();

describe('POST /payments/webhook', () => {
  it('confirms the order when the browser never called verify, and verify afterwards agrees', async () => {
    const order = await startCheckout();
    const pay = paymentId();
    const hook = await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, pay, order.amount), {
      eventId: `evt_${pay}`,
    });
    expect(hook.status).toBe(200);
    expect(hook.body).toEqual({ status: 'processed', event: 'payment.captured' });
    const row = await orderRow(order.id);
    expect(row.status).toBe('confirmed');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ source: 'webhook', status: 'captured', amountPaise: order.amount }),
    ]);

    const verified = await verifyCall(shopper.cookieHeaders, genuine(order, pay));
    expect(verified.status).toBe(200);
    expect(verified.body.order.status).toBe('confirmed');
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
    expect(await stockOf(a.id)).toBe(8);
  });

  it('changes nothing when it arrives after verify', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    await verifyCall(shopper.cookieHeaders, body);
    const paidAt = (await orderRow(order.id)).paidAt;
    const hook = await webhookCall(
      paymentEvent('payment.captured', order.razorpay_order_id, body.razorpay_payment_id, order.amount),
      { eventId: `evt_after_${order.id}` },
    );
    expect(hook.status).toBe(200);
    expect((await orderRow(order.id)).paidAt).toEqual(paidAt);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ source: 'verify' })]);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
  });

  it('does not confirm on a signed capture of the wrong amount: the payment is kept and the order flagged', async () => {
    const order = await startCheckout();
    const pay = paymentId();
    const hook = await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, pay, 1), {
      eventId: `evt_paisa_${order.id}`,
    });
    expect(hook.status).toBe(200);
    const row = await orderRow(order.id);
    expect(row.status).toBe('pending');
    expect(row.paidAt).toBeNull();
    expect(row.reviewReason).toContain(pay);
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ providerPaymentId: pay, status: 'captured', amountPaise: 1, currency: 'INR' }),
    ]);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(0);
    expect(await stockOf(a.id)).toBe(8);
    // Verify of that same payment cannot confirm it either: the provider said what was captured.
    const verified = await verifyCall(shopper.cookieHeaders, genuine(order, pay));
    expect(verified.status).toBe(409);
    expect(verified.body).toMatchObject({
      message: CHECKOUT_MESSAGES.paymentUnderReview,
      error_code: 'PAYMENT_AMOUNT_MISMATCH',
    });
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('does not confirm on a signed capture in another currency, nor on one that names no amount', async () => {
    const order = await startCheckout();
    await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, paymentId(), order.amount, 'USD'), {
      eventId: `evt_usd_${order.id}`,
    });
    const silent = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId(), order_id: order.razorpay_order_id } } },
    };
    await webhookCall(silent, { eventId: `evt_silent_${order.id}` });
    const row = await orderRow(order.id);
    expect(row.status).toBe('pending');
    expect(row.reviewReason!.split('\n')).toHaveLength(2);
    expect(row.reviewReason).toContain('USD');
    expect(await paymentsOf(order.id)).toHaveLength(2);

    // The right amount in the right currency still confirms it (the flag stays for the odd payments).
    await webhookCall(orderPaidEvent(order.razorpay_order_id, paymentId(), order.amount), {
      eventId: `evt_right_${order.id}`,
    });
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect((await orderRow(order.id)).reviewReason).not.toBeNull();
  });

  it('flags an order confirmed by verify when the webhook then reports another amount for that payment', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    expect((await verifyCall(shopper.cookieHeaders, body)).status).toBe(200);
    expect((await orderRow(order.id)).reviewReason).toBeNull();
    await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, body.razorpay_payment_id, 100), {
      eventId: `evt_late_${order.id}`,
    });
    expect((await orderRow(order.id)).reviewReason).toContain(body.razorpay_payment_id);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ amountPaise: 100 })]);
  });

  it('handles order.paid like payment.captured', async () => {
    const order = await startCheckout();
    const hook = await webhookCall(orderPaidEvent(order.razorpay_order_id, paymentId(), order.amount), {
      eventId: `evt_paid_${order.id}`,
    });
    expect(hook.body.status).toBe('processed');
    expect((await orderRow(order.id)).status).toBe('confirmed');
  });

  it('ignores a repeated delivery of the same event id', async () => {
    const order = await startCheckout();
    const event = paymentEvent('payment.failed', order.razorpay_order_id, paymentId(), order.amount);
    const first = await webhookCall(event, { eventId: `evt_dup_${order.id}` });
    expect(first.body.status).toBe('processed');
    expect(await stockOf(a.id)).toBe(10);
    // The stock was re-sold meanwhile; a second delivery must not hand the same pieces back again.
    await setStock(a.id, 4);
    const again = await webhookCall(event, { eventId: `evt_dup_${order.id}` });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('duplicate');
    expect(await stockOf(a.id)).toBe(4);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, `evt_dup_${order.id}`)),
    ).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const order = await startCheckout();
    const event = paymentEvent('payment.captured', order.razorpay_order_id, paymentId(), order.amount);
    const tries = [
      await webhookCall(event, { signature: 'deadbeef', eventId: 'evt_bad_1' }),
      await webhookCall(event, { secret: 'wrong-secret', eventId: 'evt_bad_2' }),
      await webhookCall(event, { secret: SANDBOX_SECRET, eventId: 'evt_bad_3' }),
      await webhookCall(event, { signature: '', eventId: 'evt_bad_4' }),
    ];
    for (const res of tries) {
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('INVALID_WEBHOOK_SIGNATURE');
    }
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await paymentsOf(order.id)).toEqual([]);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(webhookEvents)
        .where(sql`${webhookEvents.id} LIKE 'evt_bad_%'`),
    ).toEqual([]);
  });

  it('marks a failed payment and releases the stock, unless the order was already paid', async () => {
    const open = await startCheckout();
    await webhookCall(paymentEvent('payment.failed', open.razorpay_order_id, paymentId(), open.amount), {
      eventId: `evt_fail_${open.id}`,
    });
    expect((await orderRow(open.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await paymentsOf(open.id)).toEqual([expect.objectContaining({ status: 'failed', source: 'webhook' })]);

    const paid = await startCheckout();
    await verifyCall(shopper.cookieHeaders, genuine(paid));
    await webhookCall(paymentEvent('payment.failed', paid.razorpay_order_id, paymentId(), paid.amount), {
      eventId: `evt_fail_${paid.id}`,
    });
    expect((await orderRow(paid.id)).status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
  });

  it('acknowledges events for unknown orders and other event types without acting', async () => {
    const unknown = await webhookCall(paymentEvent('payment.captured', 'order_unknown123', paymentId(), 100), {
      eventId: 'evt_unknown',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.status).toBe('ignored');
    const order = await startCheckout();
    const refund = {
      event: 'refund.created',
      payload: { payment: { entity: { id: paymentId(), order_id: order.razorpay_order_id } } },
    };
    expect((await webhookCall(refund, { eventId: 'evt_refund' })).body.status).toBe('ignored');
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('refuses a signed body that is not an event', async () => {
    for (const payload of [{ hello: 'world' }, [1, 2]]) {
      const res = await webhookCall(payload, { eventId: `evt_shape_${Math.random()}` });
      expect(res.status).toBe(400);
    }
  });
});
