// The frame every page shares: header, drawer, footer, skip link, redirect restore, sitemap and robots.
// Only the header and footer are relied on here, never the content of a particular page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DIALOG_MAX_WIDTH, FOOTER_DESCRIPTION_LIMIT } from '../lib/shared/constants';
import { CATALOGUE_MESSAGES } from '../lib/shared/messages/catalogue';
import { LAYOUT_MESSAGES, NAV_MESSAGES } from '../lib/shared/messages/layout';
import type { ShopSettings } from '../lib/shared/schemas/settings-schema';
import { REDIRECT_RESTORE_KEY, STORAGE_KEYS } from '../lib/shared/storage-keys';
import { fullName, registerShopper } from './support/register';
import { decodeCharRefs } from './support/html-text';

const PHONE = { width: 390, height: 844 };

async function shopSettings(page: Page): Promise<ShopSettings> {
  return (await page.request.get('/api/v1/shop/settings')).json();
}

/**
 * Client islands answer only after hydration; until then the search form would submit natively. React marks
 * the DOM nodes it has hydrated with __reactFiber keys (link prefetches keep 'networkidle' from ever coming).
 */
async function openHydrated(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(() => {
    const form = document.querySelector('header form[role="search"]');
    const menu = document.querySelector('header button[aria-haspopup="menu"]');
    return [form, menu].every((el) => el && Object.keys(el).some((key) => key.startsWith('__reactFiber')));
  });
}

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: LAYOUT_MESSAGES.searchLabel });

test.describe('header', () => {
  test('shows the logo, shop name and tagline from the settings', async ({ page }) => {
    const settings = await shopSettings(page);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: new RegExp(settings.company.name) })).toHaveAttribute('href', '/');
    await expect(banner.getByText(settings.company.name, { exact: true })).toBeVisible();
    await expect(banner.getByText(settings.company.tagline, { exact: true })).toBeVisible();
    const logo = banner.locator('img').first();
    await expect(logo).toHaveAttribute('width', '40');
    await expect(logo).toHaveAttribute('height', '40');
    await expect(headerSearch(page)).toHaveAttribute('placeholder', CATALOGUE_MESSAGES.searchPlaceholder);
  });

  test('search submits only trimmed, non-empty text, to /products?search=', async ({ page }) => {
    await openHydrated(page);
    const search = headerSearch(page);
    await search.press('Enter');
    await search.fill('   ');
    await search.press('Enter');
    await page.getByRole('banner').getByRole('button', { name: LAYOUT_MESSAGES.searchButton }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');

    await search.fill('  kundan ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kundan$/);
  });

  test('the search form works before scripts run, as a plain GET form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await headerSearch(page).fill('kundan');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/products\?search=kundan$/);
    await context.close();
  });

  test('badges show the wishlist count and cart quantity from localStorage, without moving the header', async ({
    page,
  }) => {
    await openHydrated(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(0) })).toHaveAttribute('href', '/cart');
    await expect(banner.getByRole('link', { name: LAYOUT_MESSAGES.wishlistLabel(0) })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    const heightBefore = (await banner.boundingBox())!.height;

    await page.evaluate(
      ([cartKey, wishlistKey]) => {
        const line = (productId: number, size: string | null, quantity: number) => ({
          id: size ? `${productId}-${size}` : String(productId),
          productId,
          name: `Piece ${productId}`,
          price: 1500,
          image: null,
          category: 'Rings',
          size,
          quantity,
        });
        localStorage.setItem(cartKey, JSON.stringify([line(1, null, 2), line(2, '7', 1)]));
        localStorage.setItem(
          wishlistKey,
          JSON.stringify([{ id: 5, name: 'Piece 5', price: 900, image: null, category: 'Rings' }]),
        );
      },
      [STORAGE_KEYS.cart, STORAGE_KEYS.wishlist],
    );
    await page.reload();

    const cart = banner.getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(3) });
    const wishlist = banner.getByRole('link', { name: LAYOUT_MESSAGES.wishlistLabel(1) });
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('cart-badge')).toContainText('3');
    await expect(wishlist.getByTestId('wishlist-badge')).toContainText('1');
    expect((await banner.boundingBox())!.height).toBe(heightBefore);
  });

  test('the account menu offers Login and Register when logged out, Profile, My Orders and Logout when logged in', async ({
    page,
  }) => {
    await openHydrated(page);
    const account = page.getByRole('banner').getByRole('button', { name: LAYOUT_MESSAGES.accountMenu });
    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([NAV_MESSAGES.login, NAV_MESSAGES.register]);
    await expect(menu.getByRole('menuitem', { name: NAV_MESSAGES.login })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('menuitem', { name: NAV_MESSAGES.register })).toHaveAttribute('href', '/register');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    const shopper = await registerShopper(page);
    await openHydrated(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${LAYOUT_MESSAGES.accountMenu}, ${fullName(shopper)}` })
      .click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      NAV_MESSAGES.profile,
      NAV_MESSAGES.myOrders,
      NAV_MESSAGES.logout,
    ]);
    await expect(page.getByRole('menuitem', { name: NAV_MESSAGES.profile })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('menuitem', { name: NAV_MESSAGES.myOrders })).toHaveAttribute('href', '/orders');

    await page.getByRole('menuitem', { name: NAV_MESSAGES.logout }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: LAYOUT_MESSAGES.accountMenu, exact: true }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the menu can be opened and used with the keyboard', async ({ page }) => {
    await openHydrated(page);
    await page.getByRole('banner').getByRole('button', { name: LAYOUT_MESSAGES.accountMenu }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: NAV_MESSAGES.login })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: NAV_MESSAGES.register })).toBeFocused();
  });
});

test.describe('below 900 px', () => {
  test.use({ viewport: PHONE });

  test('a left drawer lists Home, Categories, Products, Cart, Wishlist, Login and Register', async ({ page }) => {
    await openHydrated(page);
    const toggle = page.getByRole('button', { name: LAYOUT_MESSAGES.openMenu });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      NAV_MESSAGES.home,
      NAV_MESSAGES.categories,
      NAV_MESSAGES.products,
      NAV_MESSAGES.cart,
      NAV_MESSAGES.wishlist,
      NAV_MESSAGES.login,
      NAV_MESSAGES.register,
    ]);
    const box = await nav.boundingBox();
    expect(box!.x).toBeLessThan(10);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await nav.page().getByRole('button', { name: LAYOUT_MESSAGES.openMenu }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: NAV_MESSAGES.categories }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('logged in, the drawer ends with My Orders and Logout', async ({ page }) => {
    await registerShopper(page);
    await openHydrated(page);
    await page.getByRole('button', { name: LAYOUT_MESSAGES.openMenu }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      NAV_MESSAGES.home,
      NAV_MESSAGES.categories,
      NAV_MESSAGES.products,
      NAV_MESSAGES.cart,
      NAV_MESSAGES.wishlist,
      NAV_MESSAGES.myOrders,
    ]);
    await expect(nav.getByRole('button', { name: NAV_MESSAGES.logout })).toBeVisible();
  });

  test('the header keeps the search box and stays the same height on a phone', async ({ page }) => {
    await openHydrated(page);
    await expect(headerSearch(page)).toBeVisible();
    // Three fixed rows (56 px, the 20 px tagline and 52 px) and the 1 px bottom border.
    expect((await page.getByRole('banner').boundingBox())!.height).toBe(129);
  });
});

test('at 1280 px there is no drawer toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: LAYOUT_MESSAGES.openMenu })).toBeHidden();
  // One fixed 72 px row and the 1 px bottom border.
  expect((await page.getByRole('banner').boundingBox())!.height).toBe(73);
});

test.describe('footer', () => {
  test('cuts a long description at 150 characters and shows all of it in the About dialog', async ({ page }) => {
    const settings = await shopSettings(page);
    expect(settings.company.description.length).toBeGreaterThan(FOOTER_DESCRIPTION_LIMIT);
    await openHydrated(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: settings.company.name })).toBeVisible();
    const short = `${settings.company.description.slice(0, FOOTER_DESCRIPTION_LIMIT).trimEnd()}...`;
    await expect(footer.getByText(short, { exact: true })).toBeVisible();

    await footer.getByRole('button', { name: LAYOUT_MESSAGES.showMore }).click();
    const dialog = page.getByRole('dialog', { name: LAYOUT_MESSAGES.aboutTitle(settings.company.name) });
    await expect(dialog).toContainText(settings.company.description);
    // The dialog role sits on the paper itself.
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(DIALOG_MAX_WIDTH.about);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('each legal link opens a dialog with its title, Last updated and the content', async ({ page }) => {
    const settings = await shopSettings(page);
    expect(settings.legal_links.length).toBeGreaterThan(0);
    await openHydrated(page);
    const legalNav = page.getByRole('contentinfo').getByRole('navigation', { name: LAYOUT_MESSAGES.legalNav });
    for (const link of settings.legal_links) {
      // The four policies are links to their own pages; with the page's scripts a click opens the dialog.
      await legalNav.getByRole('link', { name: link.label, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: link.label });
      await expect(dialog.getByRole('heading', { name: link.label })).toBeVisible();
      await expect(dialog).toContainText(`${LAYOUT_MESSAGES.lastUpdated}:`);
      await expect(dialog.locator('h3').first()).toBeVisible();
      expect(await dialog.locator('script, [onclick], [style*="javascript"]').count()).toBe(0);
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(DIALOG_MAX_WIDTH.legal);
      await dialog.getByRole('button', { name: LAYOUT_MESSAGES.close }).first().click();
      await expect(dialog).toBeHidden();
    }
  });

  test('a legal page that fails to load says so, and loads when the dialog is opened again', async ({ page }) => {
    const settings = await shopSettings(page);
    const link = settings.legal_links[0];
    let refuse = true;
    await page.route(`**/api/v1/shop/legal/${link.slug}`, (route) => (refuse ? route.abort() : route.continue()));
    await openHydrated(page);
    const button = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: LAYOUT_MESSAGES.legalNav })
      .getByRole('link', { name: link.label, exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: link.label });
    await expect(dialog.getByRole('alert')).toHaveText(LAYOUT_MESSAGES.legalLoadFailed);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    refuse = false;
    await button.click();
    await expect(dialog.locator('h3').first()).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('social icons, contact links and copyright', async ({ page }) => {
    const settings = await shopSettings(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const network of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: network, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
      'href',
      `mailto:${settings.contact.email}`,
    );
    await expect(footer.getByRole('link', { name: settings.contact.phone })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(footer.getByText(settings.contact.address.street, { exact: true })).toBeVisible();
    await expect(footer.getByText(settings.copyright)).toBeVisible();
  });
});

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await openHydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: LAYOUT_MESSAGES.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

test('a redirect path stored in session storage is restored on load, only on this site', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => sessionStorage.setItem(key, '//evil.example/'), REDIRECT_RESTORE_KEY);
  await openHydrated(page);
  expect(new URL(page.url()).pathname).toBe('/');

  await page.evaluate((key) => sessionStorage.setItem(key, '/categories'), REDIRECT_RESTORE_KEY);
  await page.reload();
  await expect(page).toHaveURL(/\/categories$/);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), REDIRECT_RESTORE_KEY)).toBeNull();
});

test.describe('for search engines', () => {
  test('the server HTML holds the header, footer and site-wide structured data without JavaScript', async ({
    request,
    baseURL,
  }) => {
    const settings = await (await request.get('/api/v1/shop/settings')).json();
    const html = decodeCharRefs(await (await request.get('/')).text());
    expect(html).toContain('<html lang="en-IN"');
    expect(html).toContain(settings.company.name);
    expect(html).toContain(settings.company.tagline);
    expect(html).toContain(LAYOUT_MESSAGES.skipLink);
    expect(html).toContain('id="main-content"');

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const organization = blocks.find((b) => b['@type'] === 'Organization');
    const website = blocks.find((b) => b['@type'] === 'WebSite');
    expect(organization.name).toBe(settings.company.name);
    // The shop's phone and email, and (the demo shop has one) its WhatsApp number for the product pages' chat.
    expect(organization.contactPoint).toEqual([
      expect.objectContaining({ telephone: settings.contact.phone, email: settings.contact.email }),
      expect.objectContaining({
        name: 'WhatsApp',
        telephone: settings.contact.whatsapp,
        url: expect.stringMatching(/^https:\/\/wa\.me\//),
      }),
    ]);
    expect(organization.sameAs).toHaveLength(settings.social_links.length);
    // Without SITE_URL (the test server sets none), links name the port the shop is served on.
    expect(organization.logo).toMatch(new RegExp(`^${new URL(baseURL!).origin}/media/`));
    expect(organization.address).toMatchObject({
      '@type': 'PostalAddress',
      addressCountry: 'IN',
      postalCode: expect.stringMatching(/^\d{6}$/),
    });
    expect(organization.address.addressRegion).toBeTruthy();
    expect(organization.address.addressLocality).not.toMatch(/\d/);
    expect(website.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: expect.stringMatching(/\/products\?search=\{search_term_string\}$/) },
      'query-input': 'required name=search_term_string',
    });
  });

  test('the head carries title, description, OpenGraph, Twitter card and the manifest', async ({ page }) => {
    const settings = await shopSettings(page);
    await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(settings.company.name));
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', settings.company.name);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /handcrafted/i);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: settings.company.name, theme_color: settings.theme_colors.primary_color });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
    expect((await page.request.get('/favicon.ico')).status()).toBe(200);
  });

  test('sitemap.xml is an index whose files list home, the lists and every product with lastmod', async ({
    request,
  }) => {
    const total = (await (await request.get('/api/v1/products?per_page=1')).json()).pagination.total_count;
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml']);
    let xml = '';
    for (const file of files) xml += await (await request.get(file)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
    expect(locs.slice(0, 3)).toEqual(['/', '/categories', '/products']);
    expect(locs.filter((l) => /^\/products\?category_id=\d+$/.test(l)).length).toBeGreaterThan(0);
    expect(locs.filter((l) => /^\/products\/\d+$/.test(l))).toHaveLength(total);
    expect(xml).toMatch(/<url><loc>[^<]+\/products\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  });

  test('robots.txt allows the catalogue, closes private pages and filter combinations, and names the sitemap', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Allow: /');
    for (const path of [
      '/cart',
      '/checkout',
      '/orders',
      '/api/',
      '/products?*sort=',
      '/products?*min_price=',
      '/products?*max_price=',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toContain('category_id');
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

test.describe('accessibility', () => {
  test('header, footer and skip link have no axe violations, on desktop and on a phone with the drawer open', async ({
    page,
  }) => {
    await openHydrated(page);
    const frame = () =>
      new AxeBuilder({ page }).include('header').include('footer').include('body > a[href="#main-content"]');
    expect((await frame().analyze()).violations).toEqual([]);

    await page.setViewportSize(PHONE);
    expect((await frame().analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: LAYOUT_MESSAGES.openMenu }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect((await new AxeBuilder({ page }).include('.MuiDrawer-root').analyze()).violations).toEqual([]);
  });

  test('the legal and About dialogs have no axe violations', async ({ page }) => {
    const settings = await shopSettings(page);
    await openHydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: settings.legal_links[0].label, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('.MuiDialog-root').analyze()).violations).toEqual([]);
  });
});
