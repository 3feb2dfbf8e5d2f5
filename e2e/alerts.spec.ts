// A signed-in shopper on a sold-out piece asks to be told when it is back, is told it is done, and
// finds the alert on the profile page, where it can be stopped.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ALERT_MESSAGES } from '../lib/shared/messages/product-alerts';
import { waitForHydration } from './support/hydration';
import { registerShopper } from './support/register';

type Listed = { id: number; name: string; inStock: boolean };

async function soldOutPiece(request: APIRequestContext): Promise<Listed> {
  const { products } = (await (await request.get('/api/v1/products?per_page=100')).json()) as { products: Listed[] };
  const soldOut = products.find((p) => !p.inStock);
  // The demo seed guarantees sold-out pieces; if it stops doing so the test must fail, not go quiet.
  expect(soldOut, 'the demo catalogue has sold-out pieces').toBeDefined();
  return soldOut!;
}

test('a shopper asks to hear when a sold-out piece is back, and finds the alert on the profile', async ({
  page,
  request,
}) => {
  const piece = await soldOutPiece(request);
  await registerShopper(page);
  await page.goto(`/products/${piece.id}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  const notify = page.getByRole('button', { name: ALERT_MESSAGES.notifyMe });
  await waitForHydration(page, '[data-testid="product-alerts"] button');
  await notify.click();
  await expect(page.getByRole('status').filter({ hasText: ALERT_MESSAGES.created.back_in_stock })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: ALERT_MESSAGES.profileTitle })).toBeVisible();
  const list = page.getByTestId('profile-alerts');
  await expect(list.getByRole('link', { name: piece.name })).toBeVisible();
  await expect(list).toContainText(ALERT_MESSAGES.kindLabel.back_in_stock);

  await waitForHydration(page, '[data-testid="profile-alerts"] button');
  await list.getByRole('button', { name: ALERT_MESSAGES.remove(piece.name) }).click();
  await expect(page.getByText(ALERT_MESSAGES.profileEmpty)).toBeVisible();
  const { alerts } = (await (await page.request.get('/api/v1/alerts')).json()) as { alerts: unknown[] };
  expect(alerts).toEqual([]);
});
