// Home page (spec section 2, Home): category menu and its hover panel, carousel, statistics band,
// 'Shop by Category', 'Featured Products' and the 'Why Choose' block.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_STATS, MENU_PRICE_SLIDER, MENU_ROOT_CATEGORIES, PAGE_SIZE } from '../lib/shared/constants';
import { HOME_MESSAGES } from '../lib/shared/messages/home';
import { PRODUCT_MESSAGES } from '../lib/shared/messages/product';
import { PRODUCT_LIST_MESSAGES } from '../lib/shared/messages/product-list';

type Category = { id: number; name: string; parent_id: number | null; products_count: number };
type Slide = {
  id: number;
  title: string;
  subtitle: string | null;
  button_text: string;
  button_link: string;
  position: number;
};

async function rootCategories(request: APIRequestContext): Promise<Category[]> {
  return (await (await request.get('/api/v1/categories?root_only=true')).json()).categories;
}

async function slidesInOrder(request: APIRequestContext): Promise<Slide[]> {
  const { carousel_images } = (await (await request.get('/api/v1/carousel_images')).json()) as {
    carousel_images: Slide[];
  };
  return [...carousel_images].sort((a, b) => a.position - b.position);
}

const menu = (page: Page) => page.getByRole('navigation', { name: HOME_MESSAGES.categoryMenu });
const carousel = (page: Page) => page.getByRole('region', { name: HOME_MESSAGES.carousel });

test.describe('category menu', () => {
  test('shows the first 6 root categories as links and +N More to /categories', async ({ page, request }) => {
    // A root category without an active product is left out of the menu.
    const roots = (await rootCategories(request)).filter((c) => c.products_count > 0);
    await page.goto('/');
    const links = menu(page).getByRole('link');
    const shown = roots.slice(0, MENU_ROOT_CATEGORIES);
    await expect(links).toHaveCount(shown.length + 1);
    for (const [index, category] of shown.entries()) {
      await expect(links.nth(index)).toHaveText(category.name);
      await expect(links.nth(index)).toHaveAttribute('href', `/products?category_id=${category.id}`);
    }
    const more = links.last();
    await expect(more).toHaveText(HOME_MESSAGES.moreCategories(roots.length - MENU_ROOT_CATEGORIES));
    await expect(more).toHaveAttribute('href', '/categories');
  });

  test('hovering a category opens its panel; Apply Filter goes to the filtered list', async ({ page, request }) => {
    const [first] = await rootCategories(request);
    const subcategories: Category[] = (await (await request.get(`/api/v1/categories?parent_id=${first.id}`)).json())
      .categories;
    await page.goto('/');
    await menu(page).getByRole('link', { name: first.name, exact: true }).hover();
    const panel = page.getByRole('region', { name: first.name });
    await expect(panel).toBeVisible();
    for (const sub of subcategories) {
      await expect(panel.getByRole('link', { name: sub.name })).toHaveAttribute(
        'href',
        `/products?category_id=${sub.id}`,
      );
    }
    await expect(panel.getByRole('heading', { name: HOME_MESSAGES.recentProducts })).toBeVisible();
    const recent = panel.getByRole('listitem').filter({ has: page.locator('a[href^="/products/"]') });
    await expect(recent).toHaveCount(PAGE_SIZE.menuProducts);
    await expect(panel.getByRole('slider', { name: PRODUCT_LIST_MESSAGES.maxPrice })).toHaveAttribute(
      'aria-valuenow',
      String(MENU_PRICE_SLIDER.defaultRange[1]),
    );

    await panel.getByRole('button', { name: HOME_MESSAGES.applyFilter }).click();
    await expect(page).toHaveURL(
      `/products?category_id=${first.id}&min_price=${MENU_PRICE_SLIDER.defaultRange[0]}&max_price=${MENU_PRICE_SLIDER.defaultRange[1]}`,
    );
  });

  test('the panel closes after the pointer leaves, and on Escape', async ({ page, request }) => {
    const [first] = await rootCategories(request);
    await page.goto('/');
    const trigger = menu(page).getByRole('link', { name: first.name, exact: true });
    await trigger.hover();
    const panel = page.getByRole('region', { name: first.name });
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(panel).toBeHidden();

    await trigger.focus();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('carousel', () => {
  test('shows the first slide by position, with arrows and dots that move it', async ({ page, request }) => {
    const slides = await slidesInOrder(request);
    // The demo seed guarantees this; if it stops doing so the test must fail, not go quiet.
    expect(slides.length < 3, 'needs the demo carousel').toBe(false);
    await page.goto('/');
    const region = carousel(page);
    // Hidden slides are aria-hidden, so the only slide group in the accessibility tree is the one shown.
    const shown = region.getByRole('group');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(slides[0].title);
    await expect(region.getByRole('button', { name: /^Go to slide/ })).toHaveCount(slides.length);

    await region.getByRole('button', { name: HOME_MESSAGES.nextSlide }).click();
    await expect(shown).toContainText(slides[1].title);
    await region.getByRole('button', { name: HOME_MESSAGES.previousSlide }).click();
    await expect(shown).toContainText(slides[0].title);
    await region.getByRole('button', { name: HOME_MESSAGES.goToSlide(3) }).click();
    await expect(shown).toContainText(slides[2].title);
    await expect(region.getByRole('button', { name: HOME_MESSAGES.goToSlide(3) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('advances every 5 s and pauses while hovered', async ({ page, request }) => {
    const slides = await slidesInOrder(request);
    await page.clock.install();
    // The first view is counted once the carousel runs in the browser: from then on its timer ticks.
    const hydrated = page.waitForRequest((r) => r.url().endsWith('/track_view'));
    await page.goto('/');
    await hydrated;
    const shown = carousel(page).getByRole('group');
    await expect(shown).toContainText(slides[0].title);
    await page.clock.runFor(5100);
    await expect(shown).toContainText(slides[1].title);

    await carousel(page).hover();
    await page.clock.runFor(12000);
    await expect(shown).toContainText(slides[1].title);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(shown).toContainText(slides[2].title);
  });

  test('stops for good on its pause control, and plays again on its play control', async ({ page, request }) => {
    const slides = await slidesInOrder(request);
    await page.clock.install();
    const hydrated = page.waitForRequest((r) => r.url().endsWith('/track_view'));
    await page.goto('/');
    await hydrated;
    const region = carousel(page);
    const shown = region.getByRole('group');
    await region.getByRole('button', { name: HOME_MESSAGES.pauseSlideshow }).click();
    // Pointer and focus away: only the shopper's choice holds it still now.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(12000);
    await expect(shown).toContainText(slides[0].title);
    await region.getByRole('button', { name: HOME_MESSAGES.playSlideshow }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    await expect(shown).toContainText(slides[1].title);
  });

  test('does not move by itself for a shopper who asked for reduced motion', async ({ page, request }) => {
    const slides = await slidesInOrder(request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const hydrated = page.waitForRequest((r) => r.url().endsWith('/track_view'));
    await page.goto('/');
    await hydrated;
    const region = carousel(page);
    await expect(region.getByRole('button', { name: HOME_MESSAGES.playSlideshow })).toBeVisible();
    await page.clock.runFor(12000);
    await expect(region.getByRole('group')).toContainText(slides[0].title);
  });

  test('counts a view of the shown slide and a click on its button', async ({ page, request }) => {
    const slides = await slidesInOrder(request);
    const viewed = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/carousel_images/${slides[0].id}/track_view`),
    );
    await page.goto('/');
    await viewed;
    const clicked = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/carousel_images/${slides[0].id}/track_click`),
    );
    await carousel(page).getByRole('group').getByRole('link', { name: slides[0].button_text }).click();
    await clicked;
  });

  test('an external slide link opens in a new tab; an internal one navigates', async ({ page, request }) => {
    const slides = await slidesInOrder(request);
    const external = slides.findIndex((s) => /^https?:\/\//.test(s.button_link));
    const internal = slides.findIndex((s) => s.button_link.startsWith('/'));
    // The demo seed guarantees this; if it stops doing so the test must fail, not go quiet.
    expect(external < 0 || internal < 0, 'needs both kinds of link').toBe(false);
    await page.goto('/');
    const region = carousel(page);
    await region.getByRole('button', { name: HOME_MESSAGES.goToSlide(external + 1) }).click();
    const outLink = region.getByRole('group').getByRole('link', { name: slides[external].button_text });
    await expect(outLink).toHaveAttribute('target', '_blank');
    await expect(outLink).toHaveAttribute('rel', /noopener/);
    await region.getByRole('button', { name: HOME_MESSAGES.goToSlide(internal + 1) }).click();
    const inLink = region.getByRole('group').getByRole('link', { name: slides[internal].button_text });
    await expect(inLink).not.toHaveAttribute('target', '_blank');
    await expect(inLink).toHaveAttribute('href', slides[internal].button_link);
  });
});

test('statistics band shows the stats from the settings', async ({ page, request }) => {
  const settings = await (await request.get('/api/v1/shop/settings')).json();
  const stats: { label: string; value: string }[] = settings.stats.length ? settings.stats : DEFAULT_STATS;
  await page.goto('/');
  for (const stat of stats) {
    const item = page.getByRole('listitem').filter({ hasText: stat.label }).filter({ hasText: stat.value });
    await expect(item.first()).toBeVisible();
  }
});

test('Shop by Category shows categories with counts linking to their lists', async ({ page, request }) => {
  const roots = await rootCategories(request);
  await page.goto('/');
  const section = page.getByRole('region', { name: HOME_MESSAGES.shopByCategory });
  await expect(section.getByRole('heading', { name: HOME_MESSAGES.shopByCategory })).toBeVisible();
  const first = section.locator(`a[href="/products?category_id=${roots[0].id}"]`);
  await expect(first).toContainText(HOME_MESSAGES.itemsCount(roots[0].products_count));
  await expect(first).toContainText(roots[0].name);
  // 4 on wide screens, 3 from 600 px, 2 on phones.
  await expect(section.getByRole('link')).toHaveCount(4);
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(section.getByRole('link')).toHaveCount(3);
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(section.getByRole('link')).toHaveCount(2);
});

test('Featured Products shows up to 8 cards and View All Products', async ({ page, request }) => {
  const featured = await (await request.get(`/api/v1/products?featured=true&per_page=${PAGE_SIZE.featured}`)).json();
  await page.goto('/');
  const section = page.getByRole('region', { name: HOME_MESSAGES.featuredProducts });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE.featured, featured.pagination.total_count));
  await expect(cards.first()).toContainText(featured.products[0].name);
  await section.getByRole('link', { name: HOME_MESSAGES.viewAllProducts }).click();
  await expect(page).toHaveURL('/products');
});

test('Why Choose block and Start Shopping', async ({ page, request }) => {
  const settings = await (await request.get('/api/v1/shop/settings')).json();
  await page.goto('/');
  const section = page.getByRole('region', { name: HOME_MESSAGES.whyChoose(settings.company.name) });
  for (const title of [HOME_MESSAGES.certifiedQuality, HOME_MESSAGES.freeShipping, HOME_MESSAGES.securePayment]) {
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(section).toContainText('On orders above ₹1000');
  await expect(section.getByRole('link', { name: HOME_MESSAGES.startShopping })).toHaveAttribute('href', '/products');
});

test.describe('product card', () => {
  test('the card opens /products/{id}, the canonical address; the heart toggles the wishlist without navigating', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: HOME_MESSAGES.featuredProducts }).getByRole('article').first();
    const link = card.getByRole('heading').getByRole('link');
    const name = (await link.textContent())!.trim();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/products\/\d+$/);

    const heart = card.getByRole('button', { name: PRODUCT_MESSAGES.addToWishlist(name) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(card.getByRole('button', { name: PRODUCT_MESSAGES.removeFromWishlist(name) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL('/');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]'));
    expect(saved).toEqual([expect.objectContaining({ name })]);

    // A click on the picture (away from the badges and buttons) opens the product.
    await card.click({ position: { x: 40, y: 120 } });
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('Add to Cart on a card without sizes puts one piece in the cart', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: HOME_MESSAGES.featuredProducts });
    const card = section
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }) })
      .first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.hover();
    await card.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).click();
    await expect(page).toHaveURL('/');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')))
      .toEqual([expect.objectContaining({ name, size: null, quantity: 1 })]);
  });
});
