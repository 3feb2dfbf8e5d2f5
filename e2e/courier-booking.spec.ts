// Courier shipping on the demo (the shipping sandbox): the owner books an insured courier parcel from the order
// page and prints its 4 x 6 in label, at desktop and phone widths; the sandbox courier's "Delivered" button on
// the Courier parcels page delivers the order. The orders grid prints ticked orders' labels, and the owner
// edits the shipping settings on the courier page.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/back-office';
import { registerWith } from './support/api-shopper';
import { pickProduct } from './support/catalogue-and-cart';
import { SHIPPING_ADDRESS } from './support/order-api';
import { waitForHydration } from './support/hydration';
import { formatRupees } from '@/lib/shared/money';
import { SHIPPING_SETTINGS_MESSAGES } from '@/lib/shared/messages/shipping-settings-messages';

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

    // The same label again from the orders grid: the order ticked, its labels printed in one file.
    await admin.goto('/admin/orders');
    await waitForHydration(admin, 'input[type="search"]');
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(String(id));
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `#${id}`, exact: true }) });
    await row.getByRole('checkbox').check();
    const printChosen = admin.getByRole('link', { name: 'Print labels for 1 order' });
    await expect(printChosen).toHaveAttribute('href', `/api/v1/admin/shipments/labels.pdf?order_ids=${id}`);
    const chosenLabels = await admin.request.get((await printChosen.getAttribute('href'))!);
    expect(chosenLabels.headers()['content-type']).toBe('application/pdf');

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

test('the owner edits the shipping settings on the courier page at 390 px', async ({ browser, baseURL }) => {
  const admin = await ownerAt(browser, baseURL, 390);
  const before = (await (await admin.request.get('/api/v1/admin/shipping/settings')).json()) as {
    settings: { otp_delivery_min_value: number };
  };
  await admin.goto('/admin/shipping');
  await waitForHydration(admin, '#shipping-settings-heading ~ * button, section[aria-labelledby] button');
  const card = admin.getByRole('region', { name: 'Shipping settings' });
  await card.getByRole('button', { name: 'Edit shipping settings' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Shipping settings' });
  const otp = dialog.getByRole('spinbutton', { name: /OTP delivery from order value/ });
  await otp.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A blank amount is refused with the field named, and nothing is saved.
  await expect(dialog.getByRole('alert')).toBeVisible();
  await otp.fill(String(before.settings.otp_delivery_min_value + 1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const shown = formatRupees(before.settings.otp_delivery_min_value + 1);
  await expect(card).toContainText(SHIPPING_SETTINGS_MESSAGES.otpSummary(shown));
  await admin.screenshot({ path: 'test-results/shipping-settings-390.png', fullPage: true });
  // Back as it was, so other tests book with the demo's threshold.
  const back = await admin.request.patch('/api/v1/admin/shipping/settings', {
    data: { otp_delivery_min_value: before.settings.otp_delivery_min_value },
  });
  expect(back.ok()).toBe(true);
  await admin.context().close();
});
