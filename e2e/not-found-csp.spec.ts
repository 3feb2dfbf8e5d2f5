// 404 pages under the sections with a nonce script policy run their own scripts. An unknown path
// under /orders or /admin was answered by the prerendered shop-wide 404, whose scripts carry no nonce: the
// page's nonce policy refused every one of them (CSP errors in the console, nothing hydrated). Each section
// now answers its 404 per request, with the nonce on its scripts (tests/nonce-section-not-found.test.ts).
import { expect, test, type Response } from '@playwright/test';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { signInToBackOffice } from './support/back-office';
import { waitForHydration } from './support/hydration';
import { registerShopper } from './support/register';
import { expectScriptsCarryNonce, watchCspViolations } from './support/csp-watch';

/** The nonce of the response's policy; every executable script of its HTML carries it. */
async function expectScriptsUnderNonce(response: Response | null, path: string) {
  expect(response, path).not.toBeNull();
  expect(response!.status(), path).toBe(404);
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `${path} has a nonce policy`).toBeTruthy();
  expectScriptsCarryNonce(await response!.text(), nonce!, path);
}

test('an unknown page under /orders is a 404 whose scripts run under its nonce policy', async ({ page }) => {
  const { refused, violations } = await watchCspViolations(page);
  await registerShopper(page);
  for (const path of ['/orders/no-such-page', '/orders/12345/details', '/profile/nothing-here']) {
    const response = await page.goto(path);
    await expectScriptsUnderNonce(response, path);
    await expect(page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title })).toBeVisible();
    // The header's account menu is a client island: it hydrates only if the scripts ran.
    await waitForHydration(page);
  }
  expect(await violations()).toEqual([]);
  expect(refused).toEqual([]);
});

test('an unknown page under /admin is a 404 in the back office whose scripts run under its nonce policy', async ({
  page,
}) => {
  const { refused, violations } = await watchCspViolations(page);
  await signInToBackOffice(page, 'owner');
  for (const path of ['/admin/no-such-page', '/admin/orders/abc']) {
    const response = await page.goto(path);
    await expectScriptsUnderNonce(response, path);
    await expect(page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title })).toBeVisible();
    await waitForHydration(page, 'a[href="/admin"]');
  }
  // A client navigation works: the scripts are running.
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await violations()).toEqual([]);
  expect(refused).toEqual([]);
});
