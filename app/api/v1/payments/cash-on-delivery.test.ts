// Cash on delivery: a COD order below the shop's limit is confirmed at once (stock taken, mail
// queued, nothing paid); each refusal is a 422 that names its reason.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { cartItems, payments, taxDocuments } from '@/lib/server/db/schema';
import { COD_ERROR_CODES, DEFAULT_COD_MAX_ORDER_PAISE } from '@/lib/shared/payment-methods';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatRupees } from '@/lib/shared/money';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { ADDRESS, createOrderCall, orderBody, outboxTo, stockOf } from '@/test-support/checkout-fixtures';
import { GET as shopperOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as adminOrders } from '@/app/api/v1/admin/orders/route';
import { PATCH as patchCustomer } from '@/app/api/v1/admin/customers/[id]/route';
import { PATCH as patchSettings } from '@/app/api/v1/admin/settings/route';
import { GET as codRoute } from './cod/route';
import {
  staff,
  owner,
  cheap,
  dear,
  codBody,
  placeCod,
  move,
  setSettings,
  withSettings,
  setUpCashOnDelivery,
} from '@/test-support/cod-fixture';

setUpCashOnDelivery();

describe('a cash-on-delivery order within the limit', () => {
  it('is confirmed at once, takes its stock, empties the cart and mails a new buyer the request to confirm, unpaid', async () => {
    const shopper = await createShopper();
    const db = await getDb();
    await db.insert(cartItems).values({ userId: shopper.user.id, productId: cheap.id, quantity: 2 });
    const placed = await placeCod(shopper, cheap, 2);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      payment_method: 'cod',
      total_amount: (cheap.pricePaise * 2) / 100,
      message: COD_MESSAGES.placed,
    });
    expect(placed.body.order).toMatchObject({
      status: 'confirmed',
      payment_method: 'cod',
      paid_at: null,
      expires_at: null,
      test_mode: false,
    });
    const id = placed.body.id as number;

    expect(await stockOf(cheap.id)).toBe(8);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);
    // A buyer who has never paid is asked to confirm, and told the order is confirmed only once they have.
    expect(await outboxTo(shopper.user.email, `confirm your cash-on-delivery order #${id}`)).toBe(1);
    expect(await outboxTo(shopper.user.email, `order #${id} confirmed`)).toBe(0);
    // The owner hears of it as of a paid order, told the cash is still to come.
    expect(await outboxTo(owner.user.email, `New order #${id}, cash on delivery`)).toBe(1);
    expect(await db.select().from(payments).where(eq(payments.orderId, id))).toEqual([]);
    // No invoice until the cash is collected.
    expect(await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id))).toEqual([]);

    const mine = await callRoute(shopperOrder, `/api/v1/orders/${id}`, {
      params: { id: String(id) },
      headers: shopper.cookieHeaders,
    });
    expect(mine.body.order ?? mine.body).toMatchObject({ id, payment_method: 'cod', status: 'confirmed' });

    const listed = await callRoute(adminOrders, `/api/v1/admin/orders?q=${id}`, { headers: staff.cookieHeaders });
    expect(listed.body.orders.find((o: { id: number }) => o.id === id)).toMatchObject({
      payment_method: 'cod',
      paid_at: null,
    });
  });

  it('is offered to the checkout for an allowed pincode and total', async () => {
    const shopper = await createShopper();
    const answer = await callRoute(codRoute, `/api/v1/payments/cod?pincode=560001&total=${cheap.pricePaise / 100}`, {
      headers: shopper.cookieHeaders,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ available: true, max_order_value: DEFAULT_COD_MAX_ORDER_PAISE / 100 });
    const bad = await callRoute(codRoute, '/api/v1/payments/cod?pincode=12', { headers: shopper.cookieHeaders });
    expect(bad.status).toBe(400);
    expect((await callRoute(codRoute, '/api/v1/payments/cod')).status).toBe(401);
  });
});

describe('a refused cash-on-delivery order', () => {
  it('above the limit: 422 naming the limit, nothing placed and no stock taken', async () => {
    const shopper = await createShopper();
    // Enough pieces of the dearest fixed-price piece to pass ₹50,000 whatever it costs.
    const quantity = Math.min(5, Math.floor(DEFAULT_COD_MAX_ORDER_PAISE / dear.pricePaise) + 1);
    expect(dear.pricePaise * quantity).toBeGreaterThan(DEFAULT_COD_MAX_ORDER_PAISE);
    const refused = await placeCod(shopper, dear, quantity);
    expect(refused.status).toBe(422);
    expect(refused.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
    expect(refused.body.message).toBe(COD_MESSAGES.aboveLimit(formatRupees(50_000)));
    expect(refused.body.message).toContain('₹50,000');
    expect(await stockOf(dear.id)).toBe(10);
    const asked = await callRoute(codRoute, `/api/v1/payments/cod?total=${(dear.pricePaise * quantity) / 100}`, {
      headers: shopper.cookieHeaders,
    });
    expect(asked.body).toMatchObject({ available: false, error_code: COD_ERROR_CODES.aboveLimit });
  });

  it('to a pincode where the courier collects no cash (the remote zone by default)', async () => {
    const shopper = await createShopper();
    const portBlair = { ...ADDRESS, city: 'Port Blair', state: 'Andaman and Nicobar Islands', postal_code: '744101' };
    const refused = await createOrderCall(shopper.cookieHeaders, codBody(cheap, 1, portBlair));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error_code: COD_ERROR_CODES.pincodeNotServed,
      message: COD_MESSAGES.pincodeNotServed('744101'),
    });
    expect(await stockOf(cheap.id)).toBe(10);
    // The same order paid online is fine.
    expect(
      (
        await createOrderCall(
          shopper.cookieHeaders,
          orderBody([{ product: cheap, quantity: 1 }], { shipping_address: portBlair }),
        )
      ).status,
    ).toBe(201);
  });

  it('while the shop has cash on delivery off, as the owner sets it', async () => {
    const shopper = await createShopper();
    const off = await setSettings({ cod_enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.settings ?? off.body).toMatchObject({ cod_enabled: false, cod_max_order_value: 50_000 });
    try {
      const refused = await placeCod(shopper);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error_code: COD_ERROR_CODES.disabled, message: COD_MESSAGES.disabled });
      expect(await stockOf(cheap.id)).toBe(10);
    } finally {
      await setSettings({ cod_enabled: true });
    }
    const badLimit = await callRoute(patchSettings, '/api/v1/admin/settings', {
      method: 'PATCH',
      body: { cod_max_order_value: -5 },
      headers: owner.cookieHeaders,
    });
    expect(badLimit.status).toBe(400);
  });

  it('a lower limit and a zone switched off take effect at once', async () => {
    const shopper = await createShopper();
    await withSettings({ codMaxOrderPaise: cheap.pricePaise - 100 }, async () => {
      const refused = await placeCod(shopper);
      expect(refused.status).toBe(422);
      expect(refused.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
      expect(refused.body.message).toContain(formatRupees((cheap.pricePaise - 100) / 100));
    });
    await withSettings(
      { codZones: { same_city: true, same_state: true, metro: false, rest: true, remote: false } },
      async () => {
        // Bengaluru 560001 is a metro seen from Jaipur.
        expect((await placeCod(shopper)).body.error_code).toBe(COD_ERROR_CODES.pincodeNotServed);
      },
    );
  });

  it('a second one while the first is still on its way', async () => {
    const shopper = await createShopper();
    const first = await placeCod(shopper);
    expect(first.status).toBe(201);
    const second = await placeCod(shopper);
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({
      error_code: COD_ERROR_CODES.openOrder,
      message: COD_MESSAGES.openOrder(first.body.id),
    });
    expect(await stockOf(cheap.id)).toBe(9);
    // Once the first is cancelled, the account may pay cash again.
    expect((await move(first.body.id, { status: 'cancelled' })).status).toBe(200);
    expect((await placeCod(shopper)).status).toBe(201);
  });

  it('two placed at the same instant: exactly one is confirmed', async () => {
    const shopper = await createShopper();
    const answers = await Promise.all([placeCod(shopper), placeCod(shopper), placeCod(shopper)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.error_code === COD_ERROR_CODES.openOrder)).toBe(
      true,
    );
    expect(await stockOf(cheap.id)).toBe(9);
  });

  it('for a customer the owner turned cash on delivery off for (staff may not)', async () => {
    const shopper = await createShopper();
    const path = `/api/v1/admin/customers/${shopper.user.id}`;
    const params = { id: String(shopper.user.id) };
    expect(
      (
        await callRoute(patchCustomer, path, {
          method: 'PATCH',
          params,
          body: { cod_enabled: false },
          headers: staff.cookieHeaders,
        })
      ).status,
    ).toBe(403);
    const off = await callRoute(patchCustomer, path, {
      method: 'PATCH',
      params,
      body: { cod_enabled: false },
      headers: owner.cookieHeaders,
    });
    expect(off.status).toBe(200);
    expect(off.body.customer).toMatchObject({ id: shopper.user.id, cod_enabled: false, disabled_at: null });
    const refused = await placeCod(shopper);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error_code: COD_ERROR_CODES.customerBlocked,
      message: COD_MESSAGES.customerBlocked,
    });
    const on = await callRoute(patchCustomer, path, {
      method: 'PATCH',
      params,
      body: { cod_enabled: true },
      headers: owner.cookieHeaders,
    });
    expect(on.body.customer.cod_enabled).toBe(true);
    expect((await placeCod(shopper)).status).toBe(201);
    expect(
      (await callRoute(patchCustomer, path, { method: 'PATCH', params, body: {}, headers: owner.cookieHeaders }))
        .status,
    ).toBe(400);
  });
});
