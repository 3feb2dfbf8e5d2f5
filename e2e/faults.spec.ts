// Faults a shopper must not pay for: the server dying the moment after a payment is recorded, and the cart's
// database write failing while a logged-in shopper adds a piece.
import { expect, request as requests, test, type Page } from '@playwright/test';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import type { PaymentOrderResponse } from '@/lib/shared/schemas/checkout-schema';
import { pickProduct, stockOf } from './support/catalogue-and-cart';
import { gotoHydrated } from './support/hydration';
import { SHIPPING_ADDRESS } from './support/order-api';
import { PrivateServer, runScript } from './support/private-server';
import { registerWith } from './support/api-shopper';
import { signedInShopper } from './support/session';

type OrderView = { id: number; status: string; paid_at: string | null; items_count: number; total_price: number };
type Snapshot = {
  order: { status: string; paid_at: string | null } | null;
  payments: { status: string; provider_payment_id: string; amount_paise: number }[];
  stock: Record<string, number>;
};

test('a server killed right after a payment comes back with the order confirmed, its payment and the stock', async () => {
  test.setTimeout(180_000);
  // Its own server and database: this test kills the process.
  const server = await PrivateServer.create();
  const api = await requests.newContext({ baseURL: server.baseURL });
  try {
    await registerWith(api);
    const product = await pickProduct(api, 3);
    const stockBefore = await stockOf(api, product.id);

    const created = await api.post('/api/v1/payments/create-order', {
      data: {
        shipping_address: SHIPPING_ADDRESS,
        currency: 'INR',
        cart_items: [{ product_id: product.id, quantity: 2, price: product.price }],
        total_amount: product.price * 2,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const payment = (await created.json()) as PaymentOrderResponse;
    const charged = await api.post('/api/v1/payments/sandbox/pay', {
      data: { razorpay_order_id: payment.razorpay_order_id, card_number: '4111111111111111' },
    });
    expect(charged.ok(), await charged.text()).toBe(true);
    const proof = (await charged.json()) as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    const verified = await api.post('/api/v1/payments/verify', { data: { order_id: payment.id, ...proof } });
    expect(verified.ok(), await verified.text()).toBe(true);
    const paid = (await verified.json()) as { success: boolean; message: string; payment_id: string; order: OrderView };
    expect(paid).toMatchObject({
      success: true,
      message: CHECKOUT_MESSAGES.paymentSuccess,
      payment_id: proof.razorpay_payment_id,
      order: { status: 'confirmed' },
    });
    expect(paid.order.paid_at).not.toBeNull();
    expect(await stockOf(api, product.id)).toBe(stockBefore - 2);

    // The moment the answer is in: no shutdown, no flush, nothing.
    await server.kill('SIGKILL');

    // What the database itself holds, read while no server runs.
    const snapshot = JSON.parse(
      runScript(server.dataDir, 'e2e/support/order-snapshot.ts', [String(payment.id)]),
    ) as Snapshot;
    expect(snapshot.order).toEqual({ status: 'confirmed', paid_at: paid.order.paid_at });
    expect(snapshot.payments).toEqual([
      { status: 'captured', provider_payment_id: proof.razorpay_payment_id, amount_paise: payment.amount },
    ]);
    expect(snapshot.stock[String(product.id)]).toBe(stockBefore - 2);

    // Started again on the same data: the shopper's session, the order and the stock are as they were.
    await server.start();
    const order = await api.get(`/api/v1/orders/${payment.id}`);
    expect(order.ok(), await order.text()).toBe(true);
    expect(((await order.json()) as { order: OrderView }).order).toMatchObject({
      id: payment.id,
      status: 'confirmed',
      paid_at: paid.order.paid_at,
      items_count: 2,
    });
    expect(await stockOf(api, product.id)).toBe(stockBefore - 2);
    // The browser reporting the same payment again (a retry after the crash) changes nothing.
    const replay = await api.post('/api/v1/payments/verify', { data: { order_id: payment.id, ...proof } });
    expect(replay.ok(), await replay.text()).toBe(true);
    expect(await replay.json()).toMatchObject({
      success: true,
      payment_id: proof.razorpay_payment_id,
      order: { status: 'confirmed', paid_at: paid.order.paid_at },
    });
    expect(await stockOf(api, product.id)).toBe(stockBefore - 2);
  } finally {
    await api.dispose();
    await server.dispose();
  }
});

test('an add-to-cart the server cannot save leaves the cart as it was and says so', async ({ page, request }) => {
  await signedInShopper(page);
  const kept = await pickProduct(request, 3, 10);
  const wanted = await pickProduct(request, 3, 11);
  const added = await page.request.post('/api/v1/cart/add_or_update', { data: { product_id: kept.id, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  const serverCart = async () => (await page.request.get('/api/v1/cart')).json();
  const before = await serverCart();
  const cartLink = (p: Page, n: number) =>
    p.getByRole('banner').getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(n) });
  const failure = page.getByRole('alert').filter({ hasText: CART_MESSAGES.addFailed });
  // The product's own button; the related products' cards below have theirs.
  const addToCart = page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).first();

  await gotoHydrated(page, `/products/${wanted.id}`, '#product-quantity');
  await expect(cartLink(page, 1)).toBeVisible();

  // The server's answer when its database write fails (the rollback itself is covered by the API tests).
  await page.route('**/api/v1/cart/add_item', (route) =>
    route.fulfill({ status: 500, json: { message: FAILURE_MESSAGES.somethingWrong, error_code: 'INTERNAL_ERROR' } }),
  );
  await addToCart.click();
  await expect(failure).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: CART_MESSAGES.added })).toHaveCount(0);
  await expect(cartLink(page, 1)).toBeVisible();
  expect(await serverCart()).toEqual(before);

  // No answer at all (the connection drops) reads the same.
  await page.unroute('**/api/v1/cart/add_item');
  await page.route('**/api/v1/cart/add_item', (route) => route.abort('connectionreset'));
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);
  await page.waitForTimeout(600); // past the 500 ms in which a second add is ignored
  await addToCart.click();
  await expect(failure).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  expect(await serverCart()).toEqual(before);

  await page.unroute('**/api/v1/cart/add_item');
  await page.reload();
  await expect(cartLink(page, 1)).toBeVisible();
});
