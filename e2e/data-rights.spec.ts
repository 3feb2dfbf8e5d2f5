// The buyer's data rights on the profile, at 1280 and 390 px: the download holds their account and consents;
// erasing (behind a confirm dialog) signs them out for good, and their sign-in stops working.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DATA_RIGHTS_MESSAGES as M } from '../lib/shared/messages/data-rights';
import { waitForHydration } from './support/hydration';
import { registerShopper } from './support/register';

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: M.exportTitle })).toBeVisible();
  await waitForHydration(page, 'section[aria-labelledby="erase-title"] button');
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a buyer downloads their data, with their consent and its time', async ({ page }) => {
      const shopper = await registerShopper(page);
      const consent = await page.request.patch('/api/v1/auth/me', { data: { marketing_mail: true } });
      expect(consent.ok(), await consent.text()).toBe(true);
      await openProfile(page);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: M.exportButton }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toMatch(/^my-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
      expect(data.profile.email).toBe(shopper.email);
      expect(data.consents.history[0]).toMatchObject({ purpose: 'marketing_mail', given: true, source: 'profile' });
      expect(Date.parse(data.consents.history[0].at)).not.toBeNaN();
      await expect(page.getByRole('alert').filter({ hasText: M.exportReady })).toBeVisible();
    });

    test('a buyer erases their account after confirming, and can no longer sign in', async ({ page }) => {
      const shopper = await registerShopper(page);
      await openProfile(page);
      await page.getByRole('button', { name: M.eraseButton }).click();
      const dialog = page.getByRole('dialog', { name: M.eraseConfirmTitle });
      await expect(dialog).toBeVisible();
      // Cancel changes nothing.
      await dialog.getByRole('button', { name: M.cancel }).click();
      await expect(dialog).toBeHidden();
      expect((await page.request.get('/api/v1/auth/me')).status()).toBe(200);

      await page.getByRole('button', { name: M.eraseButton }).click();
      await page
        .getByRole('dialog', { name: M.eraseConfirmTitle })
        .getByRole('button', { name: M.eraseConfirmButton })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('alert').filter({ hasText: M.erased })).toBeVisible();
      expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
      const login = await page.request.post('/api/v1/auth/login', {
        data: { email: shopper.email, password: shopper.password },
      });
      expect(login.status()).toBe(401);
    });
  });
}
