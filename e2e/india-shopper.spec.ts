// What an Indian jewellery shopper checks on a product page, with the keyboard: the delivery date
// for a pincode (kept for the session), the shop's answer for a pincode it does not serve, and a ring's size
// guide in a dialog that axe finds clean and that gives focus back when closed.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

async function ringProduct(request: APIRequestContext): Promise<{ id: number; name: string; sizes: string[] }> {
  const res = await request.get('/api/v1/products?per_page=100');
  const { products } = (await res.json()) as {
    products: { id: number; name: string; sizes: string[]; stock_quantity: number }[];
  };
  const ring = products.find((p) => p.sizes.length > 0 && p.sizes.every((s) => /^\d{1,2}$/.test(s)));
  expect(ring, 'the demo has rings in Indian sizes').toBeDefined();
  return ring!;
}

test('a shopper checks delivery to their pincode and reads the ring size guide, all by keyboard', async ({
  page,
  request,
}) => {
  const ring = await ringProduct(request);
  await gotoHydrated(page, `/products/${ring.id}`, 'button[aria-haspopup="dialog"]');
  const box = page.getByRole('form', { name: 'Check delivery' });

  await box.getByLabel('Pincode').fill('12');
  await box.getByLabel('Pincode').press('Enter');
  await expect(box.getByText('Enter a 6-digit pincode')).toBeVisible();
  await box.getByLabel('Pincode').fill('999999');
  await box.getByLabel('Pincode').press('Enter');
  await expect(box.getByText('We do not deliver to this pincode yet')).toBeVisible();
  await box.getByLabel('Pincode').fill('560001');
  await box.getByLabel('Pincode').press('Enter');
  await expect(box.getByText(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();

  // The pincode is remembered for the session: the next page checks it again by itself.
  await gotoHydrated(page, `/products/${ring.id}`, 'button[aria-haspopup="dialog"]');
  await expect(page.getByRole('form', { name: 'Check delivery' }).getByLabel('Pincode')).toHaveValue('560001');
  await expect(page.getByRole('form', { name: 'Check delivery' }).getByText(/^Delivery by/)).toBeVisible();

  const guide = page.getByRole('button', { name: 'Size guide' });
  await guide.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ring size guide' });
  await expect(dialog).toBeVisible();
  for (const size of ring.sizes) await expect(dialog.getByRole('rowheader', { name: size, exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'How to measure at home' })).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(guide).toBeFocused();
});
