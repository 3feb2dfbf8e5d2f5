// The shopper-facing rough edges, measured in the browser at 1280 px (desktop project) and
// 390 px (phone project): nothing wider than the screen, nothing touching its edge, nothing covering the
// pictures or the text it sits beside, nothing cut, no default browser colours.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_STATS } from '../lib/shared/constants';
import { HOME_MESSAGES } from '../lib/shared/messages/home';
import { cartLine, pickProducts, seedStorage, wishlistItem } from './support/guest-cart';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

async function pageWidths(page: Page) {
  // Against the configured width: a phone browser widens its layout viewport (innerWidth) to fit wide content.
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  return { scroll, viewport: page.viewportSize()!.width };
}

test('the cart (with an item) and the wishlist are no wider than the screen', async ({ page, request }) => {
  const { plain } = await pickProducts(request);
  await seedStorage(page, { cart: [cartLine(plain, 1)], wishlist: [wishlistItem(plain)] });
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  let widths = await pageWidths(page);
  expect(widths.scroll).toBe(widths.viewport);

  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: plain.name }).first()).toBeVisible();
  widths = await pageWidths(page);
  expect(widths.scroll).toBe(widths.viewport);
});

test('the statistics band keeps off the screen edge and each value stays on one line', async ({ page }) => {
  const widths = page.viewportSize()!.width > 600 ? [page.viewportSize()!.width, 800] : [page.viewportSize()!.width];
  for (const width of widths) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    await page.goto('/');
    for (const stat of DEFAULT_STATS) {
      const item = page.getByRole('listitem').filter({ hasText: stat.label }).filter({ hasText: stat.value }).first();
      const box = await boxOf(item);
      expect(box.x, `${stat.label} at ${width} px`).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width, `${stat.label} at ${width} px`).toBeLessThanOrEqual(width - 16);
      for (const text of [stat.value, stat.label]) {
        const line = item.getByText(text, { exact: true });
        const lineHeight = await line.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect((await boxOf(line)).height, `'${text}' on one line at ${width} px`).toBeLessThan(lineHeight * 1.5);
        const fit = await line.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(fit, `'${text}' fits its column at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  }
});

test('the banner text stays clear of the arrows, and on a phone of the artwork too', async ({ page }) => {
  await page.goto('/');
  const region = page.getByRole('region', { name: HOME_MESSAGES.carousel });
  const slide = region.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  const texts = slide.locator('p, a');
  expect(await texts.count()).toBeGreaterThanOrEqual(2);
  const arrows = [
    region.getByRole('button', { name: HOME_MESSAGES.previousSlide }),
    region.getByRole('button', { name: HOME_MESSAGES.nextSlide }),
  ];
  for (let i = 0; i < (await texts.count()); i++) {
    const text = await boxOf(texts.nth(i));
    for (const arrow of arrows) expect(overlaps(text, await boxOf(arrow)), `text ${i} against an arrow`).toBe(false);
  }
  if (page.viewportSize()!.width < 600) {
    const picture = await boxOf(slide.locator('img'));
    for (let i = 0; i < (await texts.count()); i++)
      expect(overlaps(await boxOf(texts.nth(i)), picture), `text ${i} over the picture`).toBe(false);
  }
});

test('the card cart button never hides the picture: below it on a touch screen, over it only on hover elsewhere', async ({
  page,
}) => {
  const touch = await page.evaluate(() => matchMedia('(hover: none)').matches);
  await page.goto('/products');
  // Cards with a picture: other tests add pieces without photos, and those are newest in the list.
  const cards = page.locator('article').filter({ has: page.locator('img') });
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 4; i++) {
    const card = cards.nth(i);
    const button = card
      .locator('button, a')
      .filter({ hasText: /Add to Cart|Select Size|Out of Stock|Cart disabled/i })
      .first();
    if (touch) {
      expect(overlaps(await boxOf(card.locator('img').first()), await boxOf(button)), `card ${i}`).toBe(false);
    } else {
      // With a pointer that can hover, the button lies over the picture but shows only while the card is hovered.
      await page.mouse.move(0, 0);
      await expect
        .poll(() => button.evaluate((el) => getComputedStyle(el.closest(`[class*="actions"]`)!).opacity), {
          message: `card ${i} at rest`,
        })
        .toBe('0');
      await card.hover();
      await expect
        .poll(() => button.evaluate((el) => getComputedStyle(el.closest(`[class*="actions"]`)!).opacity), {
          message: `card ${i} hovered`,
        })
        .toBe('1');
    }
  }
});

test('the header shows the whole tagline', async ({ page, request }) => {
  const settings = await (await request.get('/api/v1/shop/settings')).json();
  const tagline: string = settings.company.tagline;
  expect(tagline.length).toBeGreaterThan(0);
  await page.goto('/');
  // Exactly one copy shows (on phones it has a row of its own, and the one under the name is hidden).
  const shown = page.getByRole('banner').getByText(tagline, { exact: true }).filter({ visible: true });
  await expect(shown).toHaveCount(1);
  const fit = await shown.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.scrollHeight).toBeLessThanOrEqual(fit.clientHeight);
});

test('the links between login and register use the shop colours, not the browser blue', async ({ page }) => {
  for (const [path, name] of [
    ['/login', 'Create an account'],
    ['/register', 'Login'],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole('main').getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).not.toHaveCSS('color', 'rgb(0, 0, 238)');
    await expect(link).not.toHaveCSS('color', 'rgb(85, 26, 139)');
  }
});
