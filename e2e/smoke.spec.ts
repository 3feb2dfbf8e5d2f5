import { expect, test } from '@playwright/test';

test('the home page shows the shop name from the settings', async ({ page, request }) => {
  const settings = await (await request.get('/api/v1/shop/settings')).json();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: settings.company.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(settings.company.name));
});
