// Checkout journeys with the sandbox payment provider (the default when no Razorpay keys are set).
// Tests that need a logged-in shopper register one through the accounts API; their cart is the server cart.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { CHECKOUT_FORM_MESSAGES as F, CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { SHIPPING_PROMISE, TIMINGS_MS } from '@/lib/shared/constants';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/lib/shared/storage-keys';
import { formatRupees } from '@/lib/shared/money';
import { registerShopper } from './support/register';
import { fillCart, pickProduct, serverCartOf, stockOf } from './support/catalogue-and-cart';
import { payInSandbox } from './support/checkout-steps';

async function fillShipping(page: Page) {
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Address Line 1').fill('14 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Pincode').fill('560025');
}

const paymentFrame = (page: Page) => page.frameLocator('iframe[title="Test payment"]');

test.describe('logged out', () => {
  test('checkout sends the shopper to login and remembers to come back', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), REDIRECT_AFTER_LOGIN_KEY)).toBe(
      '/checkout',
    );
  });

  test('checkout says why it sends the shopper to login', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText(AUTH_GUARD_MESSAGES.loginToContinue)).toBeVisible();
  });
});

test.describe('order result pages', () => {
  test('the success page without a just-completed payment goes home', async ({ page }) => {
    await page.goto('/order-success');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the success page shows the payment handed to it once, then goes home on reload', async ({ page }) => {
    await page.goto('/');
    const paidAt = '2025-03-14T09:30:00.000Z';
    await page.evaluate((paid) => {
      window.sessionStorage.setItem(
        'orderSuccess',
        JSON.stringify({
          success: true,
          message: 'Payment successful! Order placed.',
          orderId: 321,
          paymentId: 'pay_sbx_TEST1234567890',
          total: 4599,
          itemsCount: 2,
          status: 'confirmed',
          paidAt: paid,
        }),
      );
    }, paidAt);
    await page.goto('/order-success');
    await expect(page.getByRole('heading', { name: CHECKOUT_MESSAGES.paymentSuccess })).toBeVisible();
    for (const text of ['#321', 'pay_sbx_TEST1234567890', formatRupees(4599), 'Confirmed', SHIPPING_PROMISE]) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByText('14 Mar 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the failure page shows the reason, the ways forward, and goes home after 10 minutes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.evaluate(() =>
      window.sessionStorage.setItem(
        'orderFailure',
        JSON.stringify({ message: 'Payment cancelled by user', orderId: 77, paymentId: null }),
      ),
    );
    await page.goto('/order-failure');
    await expect(page.getByText(CHECKOUT_MESSAGES.cancelledByUser)).toBeVisible();
    await expect(page.getByText('Order ID: #77')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // The installed clock also moves with real time (the checks above take seconds), so leave a minute of slack.
    await page.clock.runFor(TIMINGS_MS.failureRedirect - 60_000);
    await expect(page).toHaveURL(/\/order-failure$/);
    await page.clock.runFor(61_000);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the failure page opened directly shows the general payment failure text', async ({ page }) => {
    await page.goto('/order-failure');
    await expect(page.getByText(CHECKOUT_MESSAGES.paymentFailed)).toBeVisible();
  });
});

test.describe('the sandbox checkout window', () => {
  test('the card page says it is a test payment and is accessible', async ({ page }) => {
    await page.goto('/sandbox/pay?order_id=order_sbx_TEST&amount=459900&name=Aabha%20Jewels');
    await expect(page.getByText(CHECKOUT_MESSAGES.testMode)).toBeVisible();
    await expect(page.getByText('Amount: ₹4,599')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('window.Razorpay opens a modal dialog; Cancel and Escape dismiss it', async ({ page }) => {
    await page.goto('/order-failure');
    await page.addScriptTag({ url: '/sandbox/checkout.js' });
    const open = () =>
      page.evaluate(() => {
        const w = window as unknown as { dismissed: number; Razorpay: new (o: unknown) => { open: () => void } };
        w.dismissed ??= 0;
        new w.Razorpay({
          key: 'rzp_test_sandbox',
          amount: 459900,
          currency: 'INR',
          name: 'Aabha Jewels',
          order_id: 'order_sbx_TEST',
          handler: () => undefined,
          modal: { ondismiss: () => (w.dismissed += 1) },
        }).open();
      });
    const dialog = page.getByRole('dialog', { name: 'Test payment' });

    await open();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(paymentFrame(page).getByText(CHECKOUT_MESSAGES.testMode)).toBeVisible();
    await expect(paymentFrame(page).getByLabel('Card number')).toBeFocused();
    await paymentFrame(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { dismissed: number }).dismissed)).toBe(1);

    await open();
    await expect(paymentFrame(page).getByLabel('Card number')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { dismissed: number }).dismissed)).toBe(2);
  });
});

test.describe('logged in', () => {
  test('an empty cart goes back to the cart', async ({ page }) => {
    await registerShopper(page);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.removeItem('cart'));
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(CART_MESSAGES.empty).first()).toBeVisible();
  });

  test('the shipping form shows every validation text and clears each one on edit', async ({ page, request }) => {
    await registerShopper(page);
    await fillCart(page, await pickProduct(request), 1);
    await page.goto('/checkout');
    await page.getByLabel('Full Name').fill('');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText(CHECKOUT_MESSAGES.fillRequired)).toBeVisible();
    for (const text of [
      F.nameRequired,
      INPUT_MESSAGES.emailRequired,
      F.phoneRequired,
      F.addressRequired,
      F.cityRequired,
      F.stateRequired,
      F.pincodeRequired,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toBeFocused();

    await page.getByLabel('Full Name').fill('M');
    await expect(page.getByText(F.nameRequired, { exact: true })).toHaveCount(0);
    await expect(page.getByText(F.cityRequired, { exact: true })).toBeVisible();

    await page.getByLabel('Email').fill('meera@');
    await page.getByLabel('Phone').fill('98765-4321');
    await page.getByLabel('Pincode').fill('5600');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText(INPUT_MESSAGES.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(F.phoneInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(F.pincodeInvalid, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('India');
    await expect(page.getByLabel('State').locator('option')).toHaveCount(37);
  });

  test('a full purchase with the sandbox success card ends on the order success page', async ({ page, request }) => {
    await registerShopper(page);
    const product = await pickProduct(request);
    const stockBefore = await stockOf(request, product.id);
    await fillCart(page, product, 2);
    await page.goto('/checkout');
    await expect(page.getByText(product.name)).toBeVisible();
    await fillShipping(page);
    const total = formatRupees(product.price * 2);
    const pay = page.getByRole('button', { name: `Pay ${total}` });
    await pay.click();

    await expect(page.getByRole('dialog', { name: 'Test payment' })).toBeVisible();
    await expect(pay).toBeDisabled();
    const frame = paymentFrame(page);
    await expect(frame.getByText(CHECKOUT_MESSAGES.testMode)).toBeVisible();
    await frame.getByLabel('Card number').fill('4111 1111 1111 1111');
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/order-success$/);
    await expect(page.getByRole('heading', { name: CHECKOUT_MESSAGES.paymentSuccess })).toBeVisible();
    await expect(page.getByText(/^pay_sbx_/)).toBeVisible();
    await expect(page.getByText(total)).toBeVisible();
    await expect(page.getByText(SHIPPING_PROMISE)).toBeVisible();
    await expect(page.getByText('Confirmed')).toBeVisible();
    // The payment emptied the server cart, and the page's cart follows it: the header counts nothing, and
    // no guest copy of the cart is left in the browser.
    expect((await serverCartOf(page)).cart_items).toEqual([]);
    await expect(page.getByRole('banner').getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(0) })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
    expect(await stockOf(request, product.id)).toBe(stockBefore - 2);

    const orders = await page.request.get('/api/v1/orders');
    const [latest] = (
      (await orders.json()) as { orders: { status: string; paid_at: string | null; items_count: number }[] }
    ).orders;
    expect(latest).toMatchObject({ status: 'confirmed', items_count: 2 });
    expect(latest.paid_at).not.toBeNull();
  });

  test('a declined card ends on the failure page and gives the stock back', async ({ page, request }) => {
    await registerShopper(page);
    const product = await pickProduct(request, 3, 1);
    const stockBefore = await stockOf(request, product.id);
    await fillCart(page, product, 1);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await paymentFrame(page).getByLabel('Card number').fill('4000 0000 0000 0002');
    await paymentFrame(page).getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/order-failure$/);
    await expect(page.getByText(CHECKOUT_MESSAGES.paymentFailed)).toBeVisible();
    await expect(page.getByText(CHECKOUT_MESSAGES.cardDeclined)).toBeVisible();
    await expect(page.getByText(/Order ID: #\d+/)).toBeVisible();
    await expect(page.getByText(/Payment ID: pay_sbx_/)).toBeVisible();
    expect(await stockOf(request, product.id)).toBe(stockBefore);
    // The cart is kept for another try.
    expect((await serverCartOf(page)).cart_items).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 1 }),
    ]);
    await expect(page.getByRole('banner').getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(1) })).toBeVisible();
  });

  test('closing the payment window keeps the order; Try Again pays that same order', async ({ page, request }) => {
    await registerShopper(page);
    const product = await pickProduct(request, 3, 2);
    const stockBefore = await stockOf(request, product.id);
    await fillCart(page, product, 1);
    await page.goto('/checkout');
    // No Razorpay keys in the browser tests: the sandbox stands in, and checkout says no money is taken.
    await expect(page.getByRole('note').filter({ hasText: CHECKOUT_MESSAGES.testMode })).toBeVisible();
    await fillShipping(page);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(paymentFrame(page).getByText(CHECKOUT_MESSAGES.testMode)).toBeVisible();
    await paymentFrame(page).getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/order-failure$/);
    await expect(page.getByText(CHECKOUT_MESSAGES.cancelledByUser)).toBeVisible();
    // The order the shopper was paying for is still there, pending, its piece held.
    type Listed = { id: number; status: string; test_mode: boolean };
    const listed = async () =>
      ((await (await page.request.get('/api/v1/orders')).json()) as { orders: Listed[] }).orders;
    const [pending] = await listed();
    expect(pending).toMatchObject({ status: 'pending', test_mode: true });
    await expect(page.getByText(`Order ID: #${pending.id}`)).toBeVisible();
    expect(await stockOf(request, product.id)).toBe(stockBefore - 1);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await payInSandbox(page);
    await expect(page).toHaveURL(/\/order-success$/);
    await expect(page.getByText(`#${pending.id}`).first()).toBeVisible();
    const after = await listed();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: pending.id, status: 'confirmed' });
    expect(await stockOf(request, product.id)).toBe(stockBefore - 1);
  });

  test('a payment script that cannot load says so and creates no order', async ({ page, request }) => {
    await registerShopper(page);
    await fillCart(page, await pickProduct(request), 1);
    await page.route('**/sandbox/checkout.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText(CHECKOUT_MESSAGES.scriptFailed)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
    const orders = await page.request.get('/api/v1/orders');
    expect(((await orders.json()) as { orders: unknown[] }).orders).toEqual([]);
  });

  test('a price that changed since it went into the cart is refused before any payment', async ({ page, request }) => {
    await registerShopper(page);
    const product = await pickProduct(request);
    await fillCart(page, product, 1);
    // The page read the cart while the piece still cost a rupee less (a price changed while the shopper filled in the form).
    const stale = async (route: Route) => {
      const answer = await route.fetch();
      const cart = (await answer.json()) as {
        cart_items: { unit_price: number; total_price: number }[];
        subtotal: number;
        total: number;
      };
      for (const line of cart.cart_items)
        Object.assign(line, { unit_price: line.unit_price - 1, total_price: line.total_price - 1 });
      await route.fulfill({ response: answer, json: { ...cart, subtotal: cart.subtotal - 1, total: cart.total - 1 } });
    };
    await page.route('**/api/v1/cart', stale);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: `Pay ${formatRupees(product.price - 1)}` })).toBeVisible();
    await page.unroute('**/api/v1/cart', stale);
    await fillShipping(page);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText(CHECKOUT_MESSAGES.pricesChanged)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('dialog', { name: 'Test payment' })).toHaveCount(0);
    // The summary now shows today's price; paying again goes through.
    await expect(page.getByRole('button', { name: `Pay ${formatRupees(product.price)}` })).toBeVisible();
    await page.getByRole('button', { name: `Pay ${formatRupees(product.price)}` }).click();
    await expect(page.getByRole('dialog', { name: 'Test payment' })).toBeVisible();
  });
});
