// The shop's policies are pages of their own as well as footer dialogs: without scripts (a crawler, a shopper
// whose scripts failed) the footer's links lead to /policies/..., each a 200 page with its title, canonical and
// text; the Offer's return policy and the checkout point at them too.
import { expect, test } from '@playwright/test';
import { LAYOUT_MESSAGES } from '../lib/shared/messages/layout';
import { POLICY_KINDS, POLICY_PAGES, policyPath } from '../lib/shared/policy-pages';
import type { ShopSettings } from '../lib/shared/schemas/settings-schema';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each footer policy link leads to its own 200 page with its title, canonical and text', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/v1/shop/settings')).json()) as ShopSettings;
    await page.goto('/');
    const legalNav = page.getByRole('contentinfo').getByRole('navigation', { name: LAYOUT_MESSAGES.legalNav });
    for (const kind of POLICY_KINDS) {
      const link = settings.legal_links.find((l) => l.slug === POLICY_PAGES[kind]);
      expect(link, kind).toBeDefined();
      await expect(legalNav.getByRole('link', { name: link!.label, exact: true })).toHaveAttribute(
        'href',
        policyPath(kind),
      );
      const response = await page.goto(policyPath(kind));
      expect([kind, response?.status()]).toEqual([kind, 200]);
      await expect(page.getByRole('heading', { level: 1, name: link!.label })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(link!.label));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${policyPath(kind)}$`));
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
      await expect(page.getByRole('main').locator('h3').first()).toBeVisible();
    }
  });

  test("a product's Offer links the returns page", async ({ page, request }) => {
    const list = (await (await request.get('/api/v1/products')).json()) as { products: { id: number }[] };
    await page.goto(`/products/${list.products[0]!.id}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.join('\n')).toContain(`${policyPath('returns')}"`);
  });

  test('an unknown policy is not a page', async ({ page }) => {
    const response = await page.goto('/policies/cookies');
    expect(response?.status()).toBe(404);
  });
});
