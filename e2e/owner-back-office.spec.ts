// The owner's side: at 390 px the products and orders grids keep the columns the owner needs there;
// an edit conflict shows the editor's changes beside the other version, field by field, and saves the fields
// chosen; the alert settings on the settings page keep what the owner chose.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PRODUCT_MESSAGES } from '../lib/shared/messages/admin-products';
import { OWNER_ALERT_LABELS, OWNER_ALERT_MESSAGES } from '../lib/shared/owner-alert-settings';
import { signInToBackOffice } from './support/back-office';
import { waitForHydration } from './support/hydration';

async function ownerAt(browser: Browser, baseURL: string | undefined, width: number, height: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({ baseURL, viewport: { width, height }, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await signInToBackOffice(page, 'owner');
  return page;
}

const headers = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).getByRole('columnheader');

test('at 390 px the products grid shows name, price, stock, status; the orders grid number, total, status', async ({
  browser,
  baseURL,
}) => {
  const admin = await ownerAt(browser, baseURL, 390, 844);
  await admin.goto('/admin/products');
  const products = headers(admin, ADMIN_PRODUCT_MESSAGES.title);
  await expect(products.filter({ hasText: 'Status' })).toBeVisible();
  // A selection checkbox may stand before them; id, category and the update time are left out.
  const shown = (await products.allTextContents()).map((t) => t.trim()).filter(Boolean);
  expect(shown).toEqual(['Name', 'Price', 'Stock', 'Status']);
  // The orders grid has a selection checkbox too (for printing labels), a header with no text.
  await admin.goto('/admin/orders');
  const orders = headers(admin, 'Orders');
  await expect(orders.filter({ hasText: 'Status' })).toBeVisible();
  const named = async () => (await orders.allTextContents()).map((t) => t.trim()).filter(Boolean);
  expect(await named()).toEqual(['Order', 'Total', 'Status']);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await expect(orders.filter({ hasText: 'Placed' })).toBeVisible();
  expect(await named()).toEqual(['Order', 'Placed', 'Customer', 'Status', 'Total']);
  await admin.context().close();
});

test('an edit conflict shows yours beside theirs and saves the fields chosen', async ({ browser, baseURL }) => {
  const admin = await ownerAt(browser, baseURL, 1280, 900);
  const stamp = Date.now().toString(36);
  const made = await admin.request.post('/api/v1/admin/products', {
    data: { name: `Conflict Bangle ${stamp}`, price: 1500, stock_quantity: 3, tags: ['bangle'], active: false },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { product } = (await made.json()) as { product: { id: number; updated_at: string } };

  await admin.goto(`/admin/products/${product.id}`);
  const form = admin.getByRole('form', { name: ADMIN_PRODUCT_MESSAGES.editProduct });
  await waitForHydration(admin, 'form button[type="submit"]');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Conflict Bangle ${stamp} (mine)`);
  // Someone else saves first: new tags.
  const theirs = await admin.request.patch(`/api/v1/admin/products/${product.id}`, {
    data: { tags: ['bangle', 'festive'], updated_at: product.updated_at },
  });
  expect(theirs.ok(), await theirs.text()).toBe(true);
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  const panel = admin.getByRole('region', { name: 'Your changes and theirs' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('row', { name: /Name/ })).toContainText(`Conflict Bangle ${stamp} (mine)`);
  await expect(panel.getByRole('row', { name: /Tags/ })).toContainText('bangle, festive');
  await expect(admin.getByRole('radiogroup', { name: 'Keep for Name' }).getByLabel('Yours')).toBeChecked();
  await expect(admin.getByRole('radiogroup', { name: 'Keep for Tags' }).getByLabel('Theirs')).toBeChecked();
  await admin.getByRole('button', { name: 'Use these choices' }).click();
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  await expect
    .poll(async () => {
      const read = await admin.request.get(`/api/v1/admin/products/${product.id}`);
      const { product: now } = (await read.json()) as { product: { name: string; tags: string[] } };
      return [now.name, now.tags.join(', ')];
    })
    .toEqual([`Conflict Bangle ${stamp} (mine)`, 'bangle, festive']);
  await admin.context().close();
});

test('the alert settings keep what the owner chose', async ({ browser, baseURL }) => {
  const admin = await ownerAt(browser, baseURL, 1280, 900);
  await admin.goto('/admin/settings');
  const alerts = admin.getByRole('form', { name: OWNER_ALERT_MESSAGES.section });
  await waitForHydration(admin, `form[aria-label="${OWNER_ALERT_MESSAGES.section}"] button[type="submit"]`);
  const lowStock = alerts.getByLabel(OWNER_ALERT_LABELS.low_stock);
  await expect(lowStock).toBeChecked();
  await lowStock.uncheck();
  await alerts.getByRole('button', { name: OWNER_ALERT_MESSAGES.save }).click();
  await expect(admin.getByText(OWNER_ALERT_MESSAGES.saved)).toBeVisible();
  await admin.reload();
  const again = admin.getByRole('form', { name: OWNER_ALERT_MESSAGES.section });
  await expect(again.getByLabel(OWNER_ALERT_LABELS.low_stock)).not.toBeChecked();
  // As it was, for the other tests.
  const read = await admin.request.get('/api/v1/admin/settings/alerts');
  type Settings = Record<string, unknown> & { enabled: Record<string, boolean> };
  const { settings } = (await read.json()) as { settings: Settings };
  const { owner_email: _owner, ...rest } = settings;
  const data = { ...rest, enabled: { ...settings.enabled, low_stock: true } };
  const restored = await admin.request.put('/api/v1/admin/settings/alerts', { data });
  expect(restored.ok(), await restored.text()).toBe(true);
  await admin.context().close();
});
