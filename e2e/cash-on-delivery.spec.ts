// Cash on delivery at checkout, on the demo shop (COD on up to ₹50,000, everywhere but the remote
// zone): the shopper chooses it, places the order without a payment window and sees it confirmed; where cash
// is not possible the option is disabled and says why.
import { expect, test, type Page } from '@playwright/test';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { SHIPPING_PROMISE } from '@/lib/shared/constants';
import { formatRupees } from '@/lib/shared/money';
import { registerShopper } from './support/register';
import { fillCart, pickProduct, serverCartOf, stockOf } from './support/catalogue-and-cart';

async function fillShipping(page: Page, pincode = '560025', state = 'Karnataka', city = 'Bengaluru') {
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Address Line 1').fill('14 Residency Road');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('State').selectOption(state);
  await page.getByLabel('Pincode').fill(pincode);
}

const codRadio = (page: Page) => page.getByRole('radio', { name: 'Cash on delivery' });

test('a shopper places a cash-on-delivery order and sees it confirmed, unpaid until delivery', async ({
  page,
  request,
}) => {
  await registerShopper(page);
  const product = await pickProduct(request);
  const stockBefore = await stockOf(request, product.id);
  await fillCart(page, product, 1);
  await page.goto('/checkout');
  await expect(page.getByText(product.name)).toBeVisible();
  await fillShipping(page);

  await expect(page.getByText(COD_MESSAGES.hint(formatRupees(50_000)))).toBeVisible();
  await expect(codRadio(page)).toBeEnabled();
  await codRadio(page).check();
  const total = formatRupees(product.price);
  const place = page.getByRole('button', { name: COD_MESSAGES.placeOrder(total) });
  await place.click();

  // No payment window: the order is confirmed by placing it.
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { name: COD_MESSAGES.placed })).toBeVisible();
  await expect(page.getByText(COD_MESSAGES.paymentLabel, { exact: true })).toBeVisible();
  await expect(page.getByText(total)).toBeVisible();
  await expect(page.getByText('Confirmed')).toBeVisible();
  await expect(page.getByText(SHIPPING_PROMISE)).toBeVisible();
  expect((await serverCartOf(page)).cart_items).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(0) })).toBeVisible();
  expect(await stockOf(request, product.id)).toBe(stockBefore - 1);

  const orders = await page.request.get('/api/v1/orders');
  const [latest] = (
    (await orders.json()) as {
      orders: { id: number; status: string; payment_method: string; paid_at: string | null }[];
    }
  ).orders;
  expect(latest).toMatchObject({ status: 'confirmed', payment_method: 'cod', paid_at: null });

  await page.goto('/orders');
  await expect(page.getByText(`Payment: ${COD_MESSAGES.awaitingCash}`).first()).toBeVisible();

  // One open cash order per account: the next checkout offers card only, and says why.
  await fillCart(page, product, 1);
  await page.goto('/checkout');
  await fillShipping(page);
  await expect(page.getByText(COD_MESSAGES.openOrder(latest.id))).toBeVisible();
  await expect(codRadio(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
});

test('where the courier collects no cash, the option is disabled with the reason', async ({ page, request }) => {
  await registerShopper(page);
  await fillCart(page, await pickProduct(request), 1);
  await page.goto('/checkout');
  await fillShipping(page, '744101', 'Andaman and Nicobar Islands', 'Port Blair');
  await expect(page.getByText(COD_MESSAGES.pincodeNotServed('744101'))).toBeVisible();
  await expect(codRadio(page)).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Card / UPI (online)' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
});
