// Sizes with their own weight, price and stock. A shopper opens the demo's gold ring that comes in
// sizes 8, 10, 14 and 16 (demo/catalogue/demo-variants.ts), sees it "From" its lowest price, picks size 16, sees
// that size's price, takes 20 % off its making charges with MAKING20, and buys it with the sandbox card; the
// order, its total and the stock are size 16's. The owner's editor shows the sizes table at 1280 px and at
// 390 px, where a new ring with two sizes is made from the phone.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_PRODUCT_MESSAGES } from '../lib/shared/messages/admin-products';
import { PRODUCT_MESSAGES } from '../lib/shared/messages/product';
import { formatRupees } from '../lib/shared/money';
import { signInToBackOffice } from './support/back-office';
import { serverCartOf } from './support/catalogue-and-cart';
import { fillShippingForm, payInSandbox } from './support/checkout-steps';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { registerShopper } from './support/register';

const T = ADMIN_PRODUCT_MESSAGES.variantsTable;

type Variant = { size: string; price: number; stock_quantity: number; inStock: boolean };
type Detail = { id: number; name: string; price: number; price_from: boolean; variants: Variant[] };

/** The demo's showcase ring: a ring with a size 16 in stock, dearer than its lowest size. */
async function ringWithSize16(request: APIRequestContext): Promise<{ ring: Detail; size16: Variant }> {
  const { categories } = (await (await request.get('/api/v1/categories')).json()) as {
    categories: { id: number; name: string; parent_id: number | null }[];
  };
  const rings = categories.find((c) => c.name === 'Rings' && c.parent_id === null)!;
  const { products } = (await (await request.get(`/api/v1/products?category_id=${rings.id}&per_page=100`)).json()) as {
    products: { id: number; sizes: string[] }[];
  };
  for (const candidate of products.filter((p) => p.sizes.includes('16'))) {
    const { product } = (await (await request.get(`/api/v1/products/${candidate.id}`)).json()) as { product: Detail };
    const size16 = product.variants.find((v) => v.size === '16');
    if (size16 && size16.stock_quantity >= 1 && size16.price > product.price) return { ring: product, size16 };
  }
  throw new Error('the demo has no ring with a size 16 in stock (demo/catalogue/demo-variants.ts)');
}

const sizeStock = async (request: APIRequestContext, id: number, size: string) =>
  ((await (await request.get(`/api/v1/products/${id}`)).json()) as { product: Detail }).product.variants.find(
    (v) => v.size === size,
  )!.stock_quantity;

test('a shopper picks size 16 of a ring, sees its price, and buys it with a making-charges coupon', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { ring, size16 } = await ringWithSize16(request);
  const stockBefore = await sizeStock(request, ring.id, '16');
  await registerShopper(page);
  await page.goto(`/products/${ring.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
  // Before a size is chosen the piece shows its lowest size's price.
  await expect(page.getByText(`${PRODUCT_MESSAGES.priceFrom} ${formatRupees(ring.price)}`).first()).toBeVisible();

  await waitForHydration(page, '#product-size');
  const select = page.getByRole('combobox', { name: /Size/ });
  // Each size names its price; size 16's option is size 16's own.
  await expect(select.locator('option[value="16"]')).toHaveText(
    new RegExp(`^16 · ${formatRupees(size16.price).replace(/[.$]/g, '\\$&')}`),
  );
  for (const variant of ring.variants.filter((v) => !v.inStock))
    await expect(select.locator(`option[value="${variant.size}"]`)).toBeDisabled();
  await select.selectOption({ value: '16' });
  await expect(page.getByText(formatRupees(size16.price), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${PRODUCT_MESSAGES.priceFrom} ${formatRupees(ring.price)}`)).toHaveCount(0);

  await page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).click();
  await expect
    .poll(async () => (await serverCartOf(page)).cart_items)
    .toEqual([expect.objectContaining({ product_id: ring.id, quantity: 1, unit_price: size16.price })]);
  const cart = (await (await page.request.get('/api/v1/cart')).json()) as { cart_items: { size: string | null }[] };
  expect(cart.cart_items[0].size).toBe('16');

  await gotoHydrated(page, '/cart');
  await expect(page.getByText('Size 16')).toBeVisible();
  // The jeweller's offer: 20 % off this size's making charges (never its gold), GST on what is left.
  await page.getByLabel('Coupon code').fill('making20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-chip')).toContainText('MAKING20 · 20% off making charges');
  const discounted = (await (await page.request.get('/api/v1/cart')).json()) as {
    total: number;
    making_discount: number;
  };
  expect(discounted.making_discount).toBeGreaterThan(0);
  expect(discounted.total).toBeLessThan(size16.price);
  await page.goto('/checkout');
  await expect(page.getByText(ring.name)).toBeVisible();
  await fillShippingForm(page);
  await page.getByRole('button', { name: `Pay ${formatRupees(discounted.total)}` }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order-success$/);

  const { orders } = (await (await page.request.get('/api/v1/orders')).json()) as {
    orders: { id: number; status: string }[];
  };
  expect(orders[0].status).toBe('confirmed');
  const { order } = (await (await page.request.get(`/api/v1/orders/${orders[0].id}`)).json()) as {
    order: {
      total_price: number;
      discount_label?: string;
      order_items: { product_id: number; size: string | null; price: number; quantity: number }[];
    };
  };
  expect(order.order_items).toEqual([
    expect.objectContaining({ product_id: ring.id, size: '16', quantity: 1, price: size16.price }),
  ]);
  expect(order.total_price).toBe(discounted.total);
  expect(order.discount_label).toMatch(/^MAKING20: 20% off making charges/);
  expect(await sizeStock(request, ring.id, '16')).toBe(stockBefore - 1);
});

async function ownerAt(browser: Browser, baseURL: string | undefined, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  const page = await context.newPage();
  await signInToBackOffice(page, 'owner');
  return page;
}

/** Nothing on the page is wider than the screen: no sideways scrolling at a phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the owner's editor shows each size's row at 1280 px", async ({ browser, baseURL, request }) => {
  const { ring } = await ringWithSize16(request);
  const admin = await ownerAt(browser, baseURL, 1280, 800);
  await admin.goto(`/admin/products/${ring.id}`);
  const table = admin.getByRole('group', { name: T.title });
  await expect(table).toBeVisible();
  for (const [index, variant] of ring.variants.entries()) {
    const row = admin.getByRole('group', { name: T.row(index + 1) });
    await expect(row.getByLabel(T.size, { exact: false }).first()).toHaveValue(variant.size);
    await expect(row.getByLabel(T.stock, { exact: false }).first()).toHaveValue(String(variant.stock_quantity));
    // The showcase is priced by weight: each size has its own weight.
    await expect(row.getByLabel(T.weight, { exact: false }).first()).not.toHaveValue('');
    await expect(row.getByRole('button', { name: T.remove(variant.size, index + 1) })).toBeVisible();
  }
  // A row is laid out as one line at this width: the SKU field sits beside the size field.
  const row = admin.getByRole('group', { name: T.row(1) });
  const size = await row.getByLabel(T.size, { exact: false }).first().boundingBox();
  const sku = await row.getByLabel(T.sku, { exact: false }).first().boundingBox();
  expect(Math.abs(size!.y - sku!.y)).toBeLessThan(5);
  await admin.context().close();
});

test('at 390 px the owner makes a ring in two sizes with their own price and stock', async ({ browser, baseURL }) => {
  const admin = await ownerAt(browser, baseURL, 390, 844);
  const name = `Variant Band ${Date.now().toString(36)}`;
  await admin.goto('/admin/products/new');
  await admin.getByLabel('Name').fill(name);
  await admin.getByRole('button', { name: T.add }).click();
  await admin.getByRole('button', { name: T.add }).click();
  const rows = [
    { size: '10', stock: '1', price: '2400' },
    { size: '16', stock: '3', price: '2900' },
  ];
  for (const [index, values] of rows.entries()) {
    const row = admin.getByRole('group', { name: T.row(index + 1) });
    await row.getByLabel(T.size, { exact: false }).first().fill(values.size);
    await row.getByLabel(T.stock, { exact: false }).first().fill(values.stock);
    await row.getByLabel(T.price, { exact: false }).first().fill(values.price);
    for (const label of [T.size, T.stock, T.price, T.sku]) {
      const box = await row.getByLabel(label, { exact: false }).first().boundingBox();
      expect(box!.x + box!.width, `${label} fits the screen`).toBeLessThanOrEqual(390);
    }
  }
  expect(await fitsWidth(admin)).toBe(true);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/(\d+)$/.exec(admin.url())![1]);

  const { product } = (await (await admin.request.get(`/api/v1/products/${id}`)).json()) as {
    product: Detail & { stock_quantity: number };
  };
  expect(product).toMatchObject({ price: 2400, price_from: true, stock_quantity: 4 });
  expect(product.variants.map((v) => [v.size, v.price, v.stock_quantity])).toEqual([
    ['10', 2400, 1],
    ['16', 2900, 3],
  ]);
  await expect(
    admin
      .getByRole('group', { name: T.row(2) })
      .getByLabel(T.price, { exact: false })
      .first(),
  ).toHaveValue('2900');
  await admin.context().close();
});
