// Shipping hallmarked gold from the back office: one HUID field for each piece, labelled with the piece and its
// size (two sizes of one ring are told apart); shipping without them is refused naming the line; with them the
// order ships and its tax invoice is issued then, downloading the same bytes every time. At 1280 px and 390 px.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import { signInToBackOffice } from './support/back-office';
import { fillShippingForm, payInSandbox } from './support/checkout-steps';
import { registerShopper } from './support/register';

type ListedProduct = {
  id: number;
  name: string;
  sizes: string[];
  stock_quantity: number;
  hallmark: string | null;
  metal_rate_key: string | null;
};
type Variant = { size: string; stock_quantity: number };

/** The cheapest hallmarked gold piece with two sizes in stock. */
async function hallmarkedRing(
  request: APIRequestContext,
): Promise<{ product: ListedProduct; sizes: [string, string] }> {
  const gold = (p: ListedProduct) => (p.metal_rate_key ?? 'gold').startsWith('gold');
  // Cheapest first, page by page: the sized gold pieces are not among the first hundred of the demo shop.
  for (let page = 1; page <= 10; page += 1) {
    const res = await request.get(`/api/v1/products?per_page=100&sort=price_asc&page=${page}`);
    const { products } = (await res.json()) as { products: ListedProduct[] };
    if (!products?.length) break;
    for (const product of products.filter((p) => p.hallmark && gold(p) && p.sizes.length >= 2)) {
      const detail = (await (await request.get(`/api/v1/products/${product.id}`)).json()) as {
        product: { variants?: Variant[] };
      };
      const inStock = (detail.product.variants ?? []).filter((v) => v.stock_quantity > 0).map((v) => v.size);
      if (inStock.length >= 2) return { product, sizes: [inStock[0]!, inStock[1]!] };
    }
  }
  throw new Error('the demo shop has no hallmarked gold piece with two sizes in stock');
}

async function paidOrderOfTwoSizes(page: Page): Promise<{ id: number; name: string; sizes: [string, string] }> {
  await registerShopper(page);
  const { product, sizes } = await hallmarkedRing(page.request);
  for (const size of sizes) {
    const added = await page.request.post('/api/v1/cart/add_item', {
      data: { product_id: product.id, quantity: 1, size },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  await page.goto('/checkout');
  await fillShippingForm(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order-success/);
  const { orders } = (await (await page.request.get('/api/v1/orders')).json()) as { orders: { id: number }[] };
  return { id: orders[0]!.id, name: product.name, sizes };
}

async function ownerPage(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  const page = await context.newPage();
  await signInToBackOffice(page, 'owner');
  return page;
}

for (const width of [1280, 390]) {
  test(`the owner ships two sizes of a hallmarked ring with a HUID for each, at ${width} px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    const order = await paidOrderOfTwoSizes(page);
    const admin = await ownerPage(browser, baseURL, width);
    await admin.goto(`/admin/orders/${order.id}`);
    await expect(admin.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
    const [first, second] = order.sizes.map((size) => M.huidLabel(M.huidLine(order.name, size), 1, 1));
    // The courier booking form asks for the same HUIDs; this test ships a parcel booked elsewhere.
    const shipForm = admin.getByRole('form', { name: 'Ship the order' });
    const firstField = shipForm.getByLabel(first!, { exact: true });
    const secondField = shipForm.getByLabel(second!, { exact: true });
    await expect(firstField).toBeVisible();
    await expect(secondField).toBeVisible();

    await shipForm.getByLabel('Courier').fill('Delhivery');
    await admin.getByLabel('Tracking number').fill(`DLV${order.id}IN`);
    // Without HUIDs the shop refuses, naming the piece and its size.
    const ship = admin.getByRole('button', { name: 'Mark shipped and email the customer' });
    await ship.click();
    const refusal = shipForm.getByRole('alert');
    await expect(refusal).toContainText('hallmarked gold ships only with its HUIDs');
    await expect(refusal).toContainText(order.name);
    // A HUID names one piece and the shop refuses one already shipped, so each run's pieces get their own.
    const [firstHuid, secondHuid, fixedHuid] = ['A', 'B', 'C'].map((p) =>
      `${p}${order.id.toString(36).toUpperCase().padStart(5, '0')}`.slice(-6),
    );
    await firstField.fill(firstHuid!.toLowerCase());
    await secondField.fill(secondHuid!);
    await ship.click();
    await expect(admin.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(admin.getByText(`HUID ${firstHuid}`).first()).toBeVisible();

    // The tax invoice exists from shipping on, and reads the same bytes each time it is fetched.
    const once = await admin.request.get(`/api/v1/admin/orders/${order.id}/invoice.pdf`);
    expect(once.status()).toBe(200);
    const again = await admin.request.get(`/api/v1/admin/orders/${order.id}/invoice.pdf`);
    expect(Buffer.compare(await once.body(), await again.body())).toBe(0);

    // A HUID typed wrong is corrected: a credit note cancels the invoice and a new one carries the right HUID.
    await admin.getByRole('button', { name: M.huidCorrectOpen }).click();
    const fix = admin.getByRole('form', { name: M.huidCorrectTitle });
    await expect(fix.getByLabel(first!, { exact: true })).toHaveValue(firstHuid!);
    await fix.getByLabel(second!, { exact: true }).fill(fixedHuid!);
    await fix.getByRole('button', { name: M.huidCorrectSubmit }).click();
    await expect(fix).toBeHidden();
    await expect(admin.getByText(`HUID ${fixedHuid}`).first()).toBeVisible();
    await expect(admin.getByRole('link', { name: /credit note/i })).toHaveCount(1);
    await admin.context().close();
  });
}
