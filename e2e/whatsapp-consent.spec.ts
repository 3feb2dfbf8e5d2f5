// The WhatsApp consents on the profile (issue 50, DPDP): both boxes start unticked, each is saved as soon as it
// is ticked (with the day it was given) and stays so after a reload, withdrawing is one click, and the privacy
// notice is linked beside them. Runs at 1280 px (desktop) and 390 px (phone), as every project does.
import { expect, test } from '@playwright/test';
import { WHATSAPP_CONSENT_MESSAGES as M } from '@/lib/shared/messages/whatsapp-chat';
import { signedInShopper } from './support/session';
import { waitForHydration } from './support/hydration';

test('a shopper ticks order updates on WhatsApp on the profile, sees it saved, and withdraws it', async ({ page }) => {
  await signedInShopper(page);
  await page.goto('/profile');
  // The boxes act once their island has hydrated; a click before that reaches only the server's HTML.
  await waitForHydration(page, 'input[name="whatsapp_updates"]');
  const updates = page.getByRole('checkbox', { name: M.updatesLabel });
  const marketing = page.getByRole('checkbox', { name: M.marketingLabel });
  await expect(updates).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(page.getByRole('link', { name: M.privacyLink })).toHaveAttribute('href', '/policies/privacy');

  await updates.check();
  await expect(page.getByText(M.saved)).toBeVisible();
  await expect(page.getByTestId('whatsapp_updates-since')).toBeVisible();
  const me = await page.request.get('/api/v1/auth/me');
  const body = (await me.json()) as { whatsapp_updates: { agreed: boolean }; whatsapp_marketing: { agreed: boolean } };
  expect(body.whatsapp_updates.agreed).toBe(true);
  expect(body.whatsapp_marketing.agreed).toBe(false);

  await page.reload();
  await waitForHydration(page, 'input[name="whatsapp_updates"]');
  await expect(page.getByRole('checkbox', { name: M.updatesLabel })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: M.marketingLabel })).not.toBeChecked();

  await page.getByRole('checkbox', { name: M.updatesLabel }).uncheck();
  await expect(page.getByTestId('whatsapp_updates-since')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: M.updatesLabel })).not.toBeChecked();
});
