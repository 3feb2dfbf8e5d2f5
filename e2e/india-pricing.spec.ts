// Selling jewellery in India, in the browser on desktop and phone: the owner prices a piece by
// weight, changes today's rate in the back office, and the product page's breakup and the list show the new
// price; a shopper pays for it in the sandbox and downloads the GST tax invoice from My Orders.
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/back-office';
import { fillShippingForm, payInSandbox } from './support/checkout-steps';
import { gotoHydrated } from './support/hydration';
import { registerShopper } from './support/register';

type Breakup = { rate_per_gram: number; total: number };
type Product = { id: number; name: string; price: number; price_breakup: Breakup };

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

async function productOf(page: Page, id: number): Promise<Product> {
  const res = await page.request.get(`/api/v1/products/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: Product }).product;
}

test('a new gold rate re-prices the piece on its page, in its breakup and in the list; its buyer gets a tax invoice', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToBackOffice(page, 'owner');
  // 14K gold: no demo piece uses it, so only this test's piece follows its rate while other tests run.
  const rate = 5000 + (Date.now() % 900);
  expect(
    (
      await page.request.put('/api/v1/admin/rates/gold_14k', {
        data: { rate_per_gram: rate, confirm_unusual_change: true },
      })
    ).ok(),
  ).toBe(true);
  const name = `Rate ${Date.now().toString(36)} Gold Kada`;
  const made = await page.request.post('/api/v1/admin/products', {
    data: {
      name,
      pricing_kind: 'weight',
      metal_rate: 'gold_14k',
      weight_grams: 6.25,
      making_charge: { kind: 'percent', value: 10 },
      stone_charges: 0,
      hallmarked: true,
      stock_quantity: 3,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { product } = (await made.json()) as { product: Product };
  // With a picture, like every piece in the shop (other tests look at the newest cards' pictures).
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 150, b: 40 } } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post(`/api/v1/admin/products/${product.id}/images`, {
    multipart: { file: { name: 'kada.jpg', mimeType: 'image/jpeg', buffer: photo }, alt: `${name}, front` },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  // The owner saves a new rate on the rates page.
  await gotoHydrated(page, '/admin/rates', 'form[aria-labelledby="rate-gold_14k-label"] button');
  const row = page.locator('form[aria-labelledby="rate-gold_14k-label"]');
  const newRate = rate + 400;
  await row.getByLabel('Rate per gram (₹, before GST)').fill(String(newRate));
  await row.getByRole('button', { name: 'Save rate' }).click();
  // Every change is previewed before it re-prices the shop.
  await page
    .getByRole('dialog', { name: 'Check this rate before it re-prices the shop' })
    .getByRole('button', { name: 'Save and re-price' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Rate saved: 1 piece re-priced' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rate history' }).getByRole('row').nth(1)).toContainText(
    'Gold 14K (585)',
  );

  // Within 5 seconds the shop shows the new price: API, product page breakup, and the list.
  const repriced = await productOf(page, product.id);
  expect(repriced.price_breakup.rate_per_gram).toBe(newRate);
  expect(repriced.price).toBeGreaterThan(product.price);
  await expect(async () => {
    await page.goto(`/products/${product.id}`);
    const breakup = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'Metal value' }) });
    await expect(breakup.getByRole('row', { name: /^Rate/ })).toContainText(`${rupees(newRate)}/g`, { timeout: 500 });
    await expect(breakup.getByRole('row', { name: /^Total/ })).toContainText(rupees(repriced.price), { timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await expect(page.getByText('BIS Hallmarked · 14K585')).toBeVisible();
  await expect(page.getByText('Made in India').first()).toBeVisible();
  await expect(async () => {
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('article').filter({ hasText: name }).getByText(rupees(repriced.price))).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 5_000 });

  // A shopper buys it in the sandbox and downloads the invoice from My Orders.
  await page.context().clearCookies();
  await registerShopper(page);
  expect(
    (await page.request.post('/api/v1/cart/add_or_update', { data: { product_id: product.id, quantity: 1 } })).ok(),
  ).toBe(true);
  await page.goto('/checkout');
  await fillShippingForm(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order-success/);
  // The tax invoice is issued when the order ships: the owner ships it, with the hallmarked piece's HUID.
  const placed = (await (await page.request.get('/api/v1/orders')).json()) as { orders: { id: number }[] };
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await signInToBackOffice(owner, 'owner');
  const adminOrder = (await (await owner.request.get(`/api/v1/admin/orders/${placed.orders[0]!.id}`)).json()) as {
    order: { order_items: { id: number; quantity: number; hallmarked: boolean }[] };
  };
  const shipped = await owner.request.post(`/api/v1/admin/orders/${placed.orders[0]!.id}/status`, {
    data: {
      status: 'shipped',
      courier: 'Delhivery',
      tracking_number: `DLV${placed.orders[0]!.id}IN`,
      huids: adminOrder.order.order_items
        .filter((item) => item.hallmarked)
        .map((item) => ({
          order_item_id: item.id,
          huids: Array.from({ length: item.quantity }, (_, i) => `K${String(item.id).padStart(4, '0')}${i}`.slice(-6)),
        })),
    },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  await owner.context().close();
  const { orders } = (await (await page.request.get('/api/v1/orders')).json()) as {
    orders: { id: number; tax_documents: { id: number; number: string }[] }[];
  };
  const [order] = orders;
  expect(order.tax_documents[0].number).toMatch(/^AJ\/\d\d-\d\d\/\d{6}$/);
  await gotoHydrated(page, '/orders', '#orders-status-filter');
  await page.getByRole('button', { name: `View Details of order ${order.id}` }).click();
  const details = page.getByRole('dialog', { name: new RegExp(`Order #${order.id}`) });
  const link = details.getByRole('link', { name: `Download tax invoice ${order.tax_documents[0].number} (PDF)` });
  await expect(link).toBeVisible();
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
