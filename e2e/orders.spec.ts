// The orders screen: a shopper's orders, their details, the status filter and cancelling a pending order.
import { expect, test, type Page } from '@playwright/test';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { gotoHydrated } from './support/hydration';
import { registerShopper } from './support/register';
import { pickProduct, stockOf, type CatalogueProduct } from './support/catalogue-and-cart';

const ADDRESS = {
  full_name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '9876543210',
  address_line_1: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560025',
  country: 'India',
};

/** A pending order placed through the API (POST /orders): it holds stock until paid, cancelled or expired. */
async function placePendingOrder(page: Page, product: CatalogueProduct, quantity: number): Promise<number> {
  const res = await page.request.post('/api/v1/orders', {
    data: {
      shipping_address: ADDRESS,
      currency: 'INR',
      cart_items: [{ product_id: product.id, quantity, price: product.price }],
      total_amount: product.price * quantity,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: number } }).order.id;
}

test('the orders page sends a logged-out visitor to login', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)orders$/);
});

test.describe('logged in', () => {
  test('shows an order with its details, and cancels a pending order after confirmation', async ({ page, request }) => {
    await registerShopper(page);
    const product = await pickProduct(request, 3, 3);
    const stockBefore = await stockOf(request, product.id);
    const orderId = await placePendingOrder(page, product, 2);
    expect(await stockOf(request, product.id)).toBe(stockBefore - 2);

    await gotoHydrated(page, '/orders', '#orders-status-filter');
    const card = page.getByRole('article', { name: `Order #${orderId}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByText('2 items')).toBeVisible();

    await card.getByRole('button', { name: `View Details of order ${orderId}` }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`Order #${orderId}`) });
    await expect(details.getByText(product.name)).toBeVisible();
    await expect(details.getByText('14 Residency Road')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);

    await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await confirm.getByRole('button', { name: 'Keep Order' }).click();
    await expect(card.getByText('Pending')).toBeVisible();
    await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();

    await expect(page.getByText(ORDER_MESSAGES.cancelled)).toBeVisible();
    await expect(card.getByText('Cancelled')).toBeVisible();
    await expect(card.getByRole('button', { name: `Cancel order ${orderId}` })).toHaveCount(0);
    expect(await stockOf(request, product.id)).toBe(stockBefore);
  });

  test('filters by status', async ({ page, request }) => {
    await registerShopper(page);
    const product = await pickProduct(request, 3, 4);
    const kept = await placePendingOrder(page, product, 1);
    const cancelled = await placePendingOrder(page, product, 1);
    expect((await page.request.patch(`/api/v1/orders/${cancelled}/cancel`)).ok()).toBe(true);

    // The orders arrive in the server HTML; a choice made before the filter hydrates would be lost.
    await gotoHydrated(page, '/orders', '#orders-status-filter');
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByLabel('Status').selectOption('cancelled');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: `Order #${cancelled}` })).toBeVisible();
    // A failed load shows the error alert; Retry loads again.
    await page.route('**/api/v1/orders?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Down', error_code: 'INTERNAL_ERROR' } }),
    );
    await page.getByLabel('Status').selectOption('pending');
    await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.fetchFailed }).first()).toBeVisible();
    await page.unroute('**/api/v1/orders?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article', { name: `Order #${kept}` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByLabel('Status').selectOption('delivered');
    await expect(page.getByText('No delivered orders.')).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  test('pages through more than 10 orders', async ({ page, request }) => {
    await registerShopper(page);
    const product = await pickProduct(request, 3, 5);
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      ids.push(await placePendingOrder(page, product, 1));
      // Settled at once, so the shopper stays under the limit of unpaid orders.
      expect((await page.request.patch(`/api/v1/orders/${ids[i]}/cancel`)).ok()).toBe(true);
    }
    await gotoHydrated(page, '/orders', '#orders-status-filter');
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('article', { name: `Order #${ids[10]}` })).toBeVisible();
    await page.getByRole('navigation').getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: `Order #${ids[0]}` })).toBeVisible();
  });
});
