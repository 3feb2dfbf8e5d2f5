// 404 pages under the sections with a nonce script policy run their own scripts (issue 31). An unknown path
// under /orders or /admin was answered by the prerendered shop-wide 404, whose scripts carry no nonce: the
// page's nonce policy refused every one of them (CSP errors in the console, nothing hydrated). Each section
// now answers its 404 per request, with the nonce on its scripts (tests/nonce-section-not-found.test.ts).
import { expect, test, type Page, type Response } from '@playwright/test';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { signInToBackOffice } from './support/back-office';
import { waitForHydration } from './support/hydration';
import { registerShopper } from './support/register';

async function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { refused, violations: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []) };
}

/** The nonce of the response's policy; every executable script of its HTML carries it. */
async function expectScriptsUnderNonce(response: Response | null, path: string) {
  expect(response, path).not.toBeNull();
  expect(response!.status(), path).toBe(404);
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `${path} has a nonce policy`).toBeTruthy();
  const html = await response!.text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));
  expect(tags.length, `${path} has scripts`).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
}

test('an unknown page under /orders is a 404 whose scripts run under its nonce policy', async ({ page }) => {
  const { refused, violations } = await watchCsp(page);
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

test('an unknown page under /admin is a 404 in the back office whose scripts run under its nonce policy', async ({ page }) => {
  const { refused, violations } = await watchCsp(page);
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
