// Courier shipping on the demo (the shipping sandbox): the owner books an insured courier parcel from the order
// page and prints its 4 x 6 in label, at desktop and phone widths; the sandbox courier's "Delivered" button on
// the Courier parcels page delivers the order.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/back-office';
import { registerWith } from './support/api-shopper';
import { pickProduct } from './support/catalogue-and-cart';
import { SHIPPING_ADDRESS } from './support/order-api';
import { waitForHydration } from './support/hydration';

async function ownerAt(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  await signInToBackOffice(page, 'owner');
  return page;
}

/** A new shopper's cash-on-delivery order: confirmed at once, ready to ship. */
async function codOrder(browser: Browser, baseURL: string | undefined): Promise<number> {
  const context = await browser.newContext({ baseURL });
  await registerWith(context.request);
  const product = await pickProduct(context.request);
  const res = await context.request.post('/api/v1/orders', {
    data: {
      shipping_address: SHIPPING_ADDRESS,
      currency: 'INR',
      payment_method: 'cod',
      cart_items: [{ product_id: product.id, quantity: 1, price: product.price, size: null }],
      total_amount: product.price,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id?: number; order?: { id: number } };
  await context.close();
  return body.id ?? body.order!.id;
}

for (const width of [1280, 390]) {
  test(`at ${width} px the owner books a courier and prints the label`, async ({ browser, baseURL }) => {
    const id = await codOrder(browser, baseURL);
    const admin = await ownerAt(browser, baseURL, width);
    await admin.goto(`/admin/orders/${id}`);
    await waitForHydration(admin, 'form[aria-label="Book a courier"] button[type="submit"]');
    const book = admin.getByRole('button', { name: 'Book courier' });
    await book.scrollIntoViewIfNeeded();
    await expect(book).toBeVisible();
    await book.click();

    const awb = admin.getByTestId('awb');
    await expect(awb).toHaveText(/^1490\d{10}$/);
    await expect(admin.getByText('Shipped', { exact: false }).first()).toBeVisible();
    const print = admin.getByRole('link', { name: 'Print label' });
    await expect(print).toBeVisible();
    const box = await print.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    const label = await admin.request.get((await print.getAttribute('href'))!);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
    expect((await label.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await admin.goto('/admin/shipping');
    const parcel = admin.locator('.MuiCard-root', { hasText: `Order #${id}` });
    await parcel.getByRole('button', { name: 'Delivered by the courier' }).click();
    await expect
      .poll(async () => {
        const order = await admin.request.get(`/api/v1/admin/orders/${id}`);
        return ((await order.json()) as { order: { status: string } }).order.status;
      })
      .toBe('delivered');
    await admin.context().close();
  });
}
