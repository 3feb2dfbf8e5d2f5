// The safety net on today's rate, in the browser on desktop and phone: every change opens a preview of what it
// would re-price (a small one without the warning); a rate typed a tenth of what it should be is also warned about,
// Cancel leaves every price alone, and Save and re-price goes through.
import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/back-office';
import { gotoHydrated } from './support/hydration';

type Product = { id: number; name: string; price: number };

async function priceOf(page: Page, id: number): Promise<number> {
  const res = await page.request.get(`/api/v1/products/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { product: Product }).product.price;
}

// Both runs set the same platinum rate: one after the other, never side by side in two workers.
test.describe.configure({ mode: 'default' });

for (const { width, height, label } of [
  { width: 1280, height: 800, label: 'desktop' },
  { width: 390, height: 844, label: 'phone' },
]) {
  test(`an unusual platinum rate is previewed and confirmed (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInToBackOffice(page, 'owner');
    // Platinum: no demo piece uses it, so only this test's pieces follow its rate.
    const rate = 3000 + (Date.now() % 300);
    const set = await page.request.put('/api/v1/admin/rates/platinum_950', {
      data: { rate_per_gram: rate, confirm_unusual_change: true },
    });
    expect(set.ok(), await set.text()).toBe(true);
    const name = `Preview ${label} ${Date.now().toString(36)} Platinum Band`;
    const made = await page.request.post('/api/v1/admin/products', {
      data: {
        name,
        pricing_kind: 'weight',
        metal_rate: 'platinum_950',
        weight_grams: 5.5,
        making_charge: { kind: 'percent', value: 14 },
        stone_charges: 0,
        hallmarked: false,
        stock_quantity: 2,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { product } = (await made.json()) as { product: Product };

    await gotoHydrated(page, '/admin/rates', 'form[aria-labelledby="rate-platinum_950-label"] button');
    const row = page.locator('form[aria-labelledby="rate-platinum_950-label"]');
    const dialog = page.getByRole('dialog', { name: 'Check this rate before it re-prices the shop' });

    // A small move is previewed too, with no warning; Cancel saves nothing.
    await row.getByLabel('Rate per gram (₹, before GST)').fill(String(rate + 1));
    await row.getByRole('button', { name: 'Save rate' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\d+ pieces? would change price/);
    await expect(dialog).not.toContainText('usually moves');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await priceOf(page, product.id)).toBe(product.price);

    const typo = Math.round(rate / 10);
    await row.getByLabel('Rate per gram (₹, before GST)').fill(String(typo));
    await row.getByRole('button', { name: 'Save rate' }).click();

    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('below the current one');
    await expect(dialog).toContainText(/\d+ pieces? would change price/);
    await expect(dialog.getByRole('table', { name: 'Largest changes' })).toContainText(name);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/rate-preview-${label}.png` });

    // Cancel: nothing saved, nothing re-priced, and focus back on the button that opened the preview.
    const saveButton = row.getByRole('button', { name: 'Save rate' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(saveButton).toBeFocused();
    expect(await priceOf(page, product.id)).toBe(product.price);
    // Escape closes it the same way.
    await saveButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(saveButton).toBeFocused();
    expect(await priceOf(page, product.id)).toBe(product.price);

    // Again, and this time confirmed.
    await row.getByRole('button', { name: 'Save rate' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save and re-price' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /Rate saved: \d+ pieces? re-priced/ })).toBeVisible();
    expect(await priceOf(page, product.id)).toBeLessThan(product.price / 5);

    // Back to the real rate (confirmed through the API, to leave the shop as it was).
    const back = await page.request.put('/api/v1/admin/rates/platinum_950', {
      data: { rate_per_gram: rate, confirm_unusual_change: true },
    });
    expect(back.ok()).toBe(true);
  });
}
