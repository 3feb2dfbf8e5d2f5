// A keyboard-only shopper (page.keyboard only, never the mouse): the header, the home menu and carousel, the
// list filters, a product, the cart, and checkout with its payment window. Every control reached shows a
// visible focus ring, and focus never ends up behind an open dialog or on nothing.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SORT_OPTIONS } from '@/lib/shared/constants';
import { CART_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { LAYOUT_MESSAGES, NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { pickProduct } from './support/catalogue-and-cart';
import { paymentDialog, paymentFrame } from './support/checkout-steps';
import { expectVisibleFocus } from './support/focus';
import { gotoHydrated } from './support/hydration';
import { tabTo } from './support/keyboard';
import { chooseWithKeys } from './support/select';
import { SHIPPING_ADDRESS } from './support/order-api';
import { signedInShopper } from './support/session';

type Category = { id: number; name: string; parent_id: number | null; products_count: number };
type Product = { id: number; name: string; price: number; sizes: string[]; inStock: boolean; stock_quantity: number };

const banner = (page: Page) => page.getByRole('banner');
const snackbar = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const focusIsOnPage = (page: Page) =>
  page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);

async function rings(request: APIRequestContext): Promise<{ category: Category; ring: Product }> {
  const { categories } = (await (await request.get('/api/v1/categories')).json()) as { categories: Category[] };
  const category = categories.find((c) => c.name === 'Rings' && c.parent_id === null)!;
  const { products } = (await (
    await request.get(`/api/v1/products?category_id=${category.id}&per_page=100`)
  ).json()) as { products: Product[] };
  // Not the ring the journey buys, so the two never compete for stock.
  return {
    category,
    ring: products.filter((p) => p.sizes.length > 1 && p.inStock && p.stock_quantity >= 10 * p.sizes.length).at(-1)!,
  };
}

test('header: the skip link first, then search, badges and the account menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  const stops = [
    page.getByRole('link', { name: LAYOUT_MESSAGES.skipLink }),
    banner(page).getByRole('link').first(),
    banner(page).getByRole('searchbox', { name: LAYOUT_MESSAGES.searchLabel }),
    banner(page).getByRole('button', { name: LAYOUT_MESSAGES.searchButton }),
    banner(page).getByRole('link', { name: LAYOUT_MESSAGES.wishlistLabel(0) }),
    banner(page).getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(0) }),
    banner(page).getByRole('button', { name: LAYOUT_MESSAGES.accountMenu }),
  ];
  for (const [index, stop] of stops.entries()) {
    await page.keyboard.press('Tab');
    await expect(stop, `Tab stop ${index + 1}`).toBeFocused();
    await expectVisibleFocus(page, `header stop ${index + 1}`);
  }

  // The account menu opens with Enter, moves with the arrows and closes with Escape, back on its button.
  const account = stops.at(-1)!;
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: NAV_MESSAGES.login })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: NAV_MESSAGES.register })).toBeFocused();
  await expectVisibleFocus(page, 'account menu item');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  // The skip link moves focus past the header to the page's content.
  await tabTo(page, stops[0], { back: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  // Search from the keyboard.
  await tabTo(page, stops[2], { back: true, max: 10 });
  await page.keyboard.type('kundan');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=kundan$/);
});

test('home: a category panel opens from the keyboard; the carousel is reachable and pauses under focus', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { category } = await rings(request);
  const { carousel_images: slides } = (await (await request.get('/api/v1/carousel_images')).json()) as {
    carousel_images: { title: string; position: number }[];
  };
  slides.sort((a, b) => a.position - b.position);
  await gotoHydrated(page, '/', `nav[aria-label="${HOME_MESSAGES.categoryMenu}"] a`);
  const menu = page.getByRole('navigation', { name: HOME_MESSAGES.categoryMenu });
  const trigger = menu.getByRole('link', { name: category.name, exact: true });

  await tabTo(page, trigger);
  await expectVisibleFocus(page, 'category link');
  const panel = page.getByRole('region', { name: category.name });
  await expect(panel).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'first control in the category panel');
  // Escape from inside the panel closes it and hands focus back to its category. (Soft: the carousel's checks
  // below still run when this one fails.)
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await expect.soft(panel, 'Escape inside the panel closes it').toBeHidden();

  const carousel = page.getByRole('region', { name: HOME_MESSAGES.carousel });
  const shown = carousel.getByRole('group');
  const next = carousel.getByRole('button', { name: HOME_MESSAGES.nextSlide });
  await tabTo(page, next);
  await expectVisibleFocus(page, 'next slide arrow');
  // The banner may have moved on by itself before focus reached it: start from the slide it shows now.
  const shownIndex = Number((await shown.getAttribute('aria-label'))!.split(' of ')[0]) - 1;
  const following = slides[(shownIndex + 1) % slides.length].title;
  await page.keyboard.press('Enter');
  await expect(shown).toContainText(following);
  // Focus inside pauses the 5 s auto-advance.
  await page.waitForTimeout(6_000);
  await expect(shown).toContainText(following);
  await expect(next).toBeFocused();

  const third = carousel.getByRole('button', { name: HOME_MESSAGES.goToSlide(3) });
  await tabTo(page, third, { max: 10 });
  await expectVisibleFocus(page, 'carousel dot');
  await page.keyboard.press('Enter');
  await expect(shown).toContainText(slides[2].title);
  await expect(third).toHaveAttribute('aria-current', 'true');

  // Focus leaves the carousel: it moves on by itself again.
  const inCarousel = () => carousel.evaluate((el) => el.contains(document.activeElement));
  for (let i = 0; i < slides.length && (await inCarousel()); i++) await page.keyboard.press('Tab');
  expect(await inCarousel()).toBe(false);
  await expect(shown).toContainText(slides[3 % slides.length].title, { timeout: 8_000 });
});

test('product list: sort, category and the exact price boxes from the keyboard', async ({ page, request }) => {
  const { category } = await rings(request);
  const priceAsc = SORT_OPTIONS.find((o) => o.value === 'price_asc')!;
  await gotoHydrated(page, '/products', '#product-sort');

  const sort = page.getByRole('combobox', { name: PRODUCT_LIST_MESSAGES.sortLabel });
  await tabTo(page, sort);
  await expectVisibleFocus(page, 'sort select');
  await chooseWithKeys(page, sort, priceAsc.label);
  await expect(page).toHaveURL('/products?sort=price_asc');
  expect(await focusIsOnPage(page), 'focus stays on the page after sorting').toBe(true);

  const select = page.getByRole('combobox', { name: PRODUCT_LIST_MESSAGES.categoryLabel });
  await tabTo(page, select);
  await expectVisibleFocus(page, 'category select');
  await chooseWithKeys(page, select, `${category.name} (${category.products_count})`);
  await expect(page).toHaveURL(`/products?category_id=${category.id}&sort=price_asc`);

  const min = page.getByRole('spinbutton', { name: PRODUCT_LIST_MESSAGES.minPrice });
  await tabTo(page, min);
  await expectVisibleFocus(page, 'min price box');
  await page.keyboard.type('2000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/products?category_id=${category.id}&min_price=2000&sort=price_asc`);
  const max = page.getByRole('spinbutton', { name: PRODUCT_LIST_MESSAGES.maxPrice });
  await tabTo(page, max);
  await expectVisibleFocus(page, 'max price box');
  await page.keyboard.type('5000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/products?category_id=${category.id}&min_price=2000&max_price=5000&sort=price_asc`);
  const prices = (await page.getByRole('article').allInnerTexts()).map((t) =>
    Number(/₹([\d,]+)/.exec(t)![1].replace(/,/g, '')),
  );
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const price of prices) expect(price >= 2000 && price <= 5000).toBe(true);
});

test('a product and the cart: size, quantity, Add to Cart, plus, minus, coupon and remove', async ({
  page,
  request,
}) => {
  // A long walk of single key presses, each checked; on a busy 2-core machine it outgrew the default minute.
  test.setTimeout(120_000);
  const { ring } = await rings(request);
  await gotoHydrated(page, `/products/${ring.id}`, '#product-size');

  const size = page.getByRole('combobox', { name: new RegExp(PRODUCT_MESSAGES.size) });
  await tabTo(page, size, { max: 60 });
  await expectVisibleFocus(page, 'size select');
  await chooseWithKeys(page, size, ring.sizes[1]);
  await expect(size).toBeFocused();

  const quantity = page.getByRole('combobox', { name: new RegExp(PRODUCT_MESSAGES.quantity) });
  await tabTo(page, quantity, { max: 3 });
  await chooseWithKeys(page, quantity, '2');
  await expect(quantity).toBeFocused();

  const add = page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).first();
  await tabTo(page, add, { max: 3 });
  await expectVisibleFocus(page, 'Add to Cart');
  await page.keyboard.press('Enter');
  await expect(snackbar(page, CART_MESSAGES.added)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(2) })).toBeVisible();

  // To the cart with the keyboard: the header's cart link.
  await tabTo(page, banner(page).getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(2) }), { back: true, max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  const quantityShown = page.getByTestId('line-quantity');
  await expect(quantityShown).toHaveText('2');

  const plus = page.getByRole('button', { name: `Increase quantity of ${ring.name}` });
  await tabTo(page, plus);
  await expectVisibleFocus(page, 'plus');
  await page.keyboard.press('Enter');
  await expect(quantityShown).toHaveText('3');
  await expect(plus, 'focus stays on plus after the change').toBeFocused();
  const minus = page.getByRole('button', { name: `Decrease quantity of ${ring.name}` });
  await tabTo(page, minus, { back: true, max: 3 });
  await page.keyboard.press('Enter');
  await expect(quantityShown).toHaveText('2');
  await expect(minus, 'focus stays on minus after the change').toBeFocused();

  const coupon = page.getByRole('textbox', { name: CART_PAGE_MESSAGES.couponLabel });
  await tabTo(page, coupon);
  await expectVisibleFocus(page, 'coupon box');
  await page.keyboard.type('save10');
  await page.keyboard.press('Enter');
  await expect(snackbar(page, COUPON_MESSAGES.applied(10))).toBeVisible();
  const chip = page.getByTestId('coupon-chip');
  await expect(chip).toContainText('SAVE10');
  expect(await focusIsOnPage(page), 'focus is somewhere after applying the coupon').toBe(true);
  // The chip is reachable and Delete removes the coupon.
  await tabTo(page, chip, { back: true, max: 10 }).catch(() => tabTo(page, chip, { max: 10 }));
  await expectVisibleFocus(page, 'coupon chip');
  await page.keyboard.press('Delete');
  await expect(snackbar(page, COUPON_MESSAGES.removed)).toBeVisible();
  await expect(page.getByRole('textbox', { name: CART_PAGE_MESSAGES.couponLabel })).toBeVisible();
  expect(await focusIsOnPage(page), 'focus is somewhere after removing the coupon').toBe(true);

  const remove = page.getByRole('button', { name: `Remove ${ring.name} from cart` });
  await tabTo(page, remove, { back: true, max: 20 });
  await expectVisibleFocus(page, 'remove');
  await page.keyboard.press('Enter');
  await expect(snackbar(page, CART_MESSAGES.removed(ring.name))).toBeVisible();
  await expect(page.getByRole('heading', { name: CART_MESSAGES.empty })).toBeVisible();
});

test('checkout: the shipping form, the Pay button and the payment window, all from the keyboard', async ({
  page,
  request,
}) => {
  // The checkout gained the payment-method choice (cash on delivery): a few more stops on the walk.
  test.setTimeout(150_000);
  await signedInShopper(page);
  const product = await pickProduct(request, 3, 9);
  const added = await page.request.post('/api/v1/cart/add_or_update', {
    data: { product_id: product.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await gotoHydrated(page, '/cart');
  await tabTo(page, page.getByRole('link', { name: CART_PAGE_MESSAGES.proceedToCheckout }), { max: 30 });
  await expectVisibleFocus(page, 'Proceed to Checkout');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Name and email come filled from the account; the rest is typed.
  const fields: [string, string][] = [
    ['Phone', SHIPPING_ADDRESS.phone],
    ['Address Line 1', SHIPPING_ADDRESS.address_line_1],
    ['City', SHIPPING_ADDRESS.city],
    ['Pincode', SHIPPING_ADDRESS.postal_code],
  ];
  // After the link, focus starts from where the link was; the walk may wrap round the page once.
  for (const [label, value] of fields) {
    const field = page.getByLabel(label);
    await tabTo(page, field, { max: 80 });
    await expectVisibleFocus(page, label);
    await page.keyboard.type(value);
    await expect(field).toHaveValue(value);
  }
  const state = page.getByLabel('State');
  await tabTo(page, state, { back: true, max: 5 });
  await expectVisibleFocus(page, 'State');
  await page.keyboard.type(SHIPPING_ADDRESS.state);
  await expect(state).toHaveValue(SHIPPING_ADDRESS.state);

  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await tabTo(page, pay, { max: 10 });
  await expectVisibleFocus(page, 'Pay');
  await page.keyboard.press('Enter');

  // The payment window takes focus, and keeps it however far the shopper tabs.
  const dialog = paymentDialog(page);
  await expect(dialog).toBeVisible();
  const card = paymentFrame(page).getByLabel('Card number');
  await expect(card).toBeFocused();
  const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
  // Soft: the rest of the walk (cancel, then pay) still runs when focus slips out.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect.soft(await focusInDialog(), `Tab ${i + 1} keeps focus in the payment window`).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect.soft(await focusInDialog(), `Shift+Tab ${i + 1} keeps focus in the payment window`).toBe(true);
  }
  // Escape closes it: the payment counts as cancelled by the shopper.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-failure$/);
  await expect(page.getByText(CHECKOUT_MESSAGES.cancelledByUser)).toBeVisible();

  // Try again: the same order's payment window opens again; pay with the keyboard this time.
  await tabTo(page, page.getByRole('button', { name: 'Try Again' }), { max: 30 });
  await page.keyboard.press('Enter');
  await expect(card).toBeFocused();
  await page.keyboard.type('4111 1111 1111 1111');
  const payInFrame = paymentFrame(page).getByRole('button', { name: 'Pay', exact: true });
  for (let i = 0; i < 5 && !(await payInFrame.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(payInFrame).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { name: CHECKOUT_MESSAGES.paymentSuccess })).toBeVisible();
});
