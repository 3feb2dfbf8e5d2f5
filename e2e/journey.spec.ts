// One shopper's whole visit, once per viewport (desktop 1280 px, phone 390 px): arrive on a product page from
// outside, browse from the home menu, filter and sort, search with a typo, choose a ring and its size, add it
// to the cart and the wishlist, register with the emailed code, apply a coupon, pay with the sandbox card,
// find the order, then place a second order and cancel it while it is pending. Every text comes from the spec
// through lib/shared.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SHIPPING_PROMISE, SORT_OPTIONS } from '@/lib/shared/constants';
import { REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { CART_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { LAYOUT_MESSAGES, NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { WISHLIST_MESSAGES } from '@/lib/shared/messages/wishlist';
import { formatRupees } from '@/lib/shared/money';
import { pickProduct, stockOf } from './support/catalogue-and-cart';
import { fillShippingForm, payInSandbox } from './support/checkout-steps';
import { waitForHydration } from './support/hydration';
import { placePendingOrder } from './support/order-api';
import { pickOption } from './support/select';
import { emailedCode, uniqueEmail } from './support/emailed-code';
import { PRIVACY_NOTICE_MESSAGES } from '@/lib/shared/messages/privacy-notice-messages';
import { emailRegisterForm } from './support/register';

type Category = { id: number; name: string; parent_id: number | null; products_count: number };
type Product = {
  id: number;
  name: string;
  price: number;
  sizes: string[];
  inStock: boolean;
  stock_quantity: number;
  category: { name: string } | null;
};

const COUPON = { code: 'WELCOME20', percent: 20 };
const PASSWORD = 'kundan-2024';

async function categories(request: APIRequestContext): Promise<Category[]> {
  return ((await (await request.get('/api/v1/categories')).json()) as { categories: Category[] }).categories;
}

async function products(
  request: APIRequestContext,
  query: string,
): Promise<{ products: Product[]; pagination: { total_count: number } }> {
  return (await request.get(`/api/v1/products?${query}`)).json();
}

const banner = (page: Page) => page.getByRole('banner');
// includeHidden: a snackbar shown while a modal dialog is open sits outside the dialog, which MUI hides from
// the accessibility tree; it is still on screen.
const snackbar = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

/** The account entries: the header's account menu on a desktop, the left drawer on a phone. */
async function openAccountEntry(page: Page, isMobile: boolean, label: string) {
  if (isMobile) {
    await banner(page).getByRole('button', { name: LAYOUT_MESSAGES.openMenu }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  } else {
    await banner(page)
      .getByRole('button', { name: new RegExp(`^${LAYOUT_MESSAGES.accountMenu}`) })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
  }
}

async function chooseOption(page: Page, scope: Page | Locator, label: RegExp, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label }), option);
}

function expectListUrl(page: Page, params: Record<string, string>) {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/products');
  expect(Object.fromEntries(url.searchParams)).toEqual(params);
}

test('a shopper finds a ring, buys it with a coupon, and cancels a second order', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(180_000);
  const all = await categories(request);
  const rings = all.find((c) => c.name === 'Rings' && c.parent_id === null)!;
  const necklaces = all.find((c) => c.name === 'Necklaces' && c.parent_id === null)!;
  const ringSub = all.find((c) => c.parent_id === rings.id)!;
  const necklaceNames = new Set([
    necklaces.name,
    ...all.filter((c) => c.parent_id === necklaces.id).map((c) => c.name),
  ]);
  const ringsByPrice = await products(request, `category_id=${rings.id}&sort=price_asc&per_page=12`);
  // Stock and price are per size (the demo gives each size of a piece the same count).
  const ring = ringsByPrice.products.find(
    (p) => p.sizes.length > 1 && p.inStock && p.stock_quantity >= 5 * p.sizes.length,
  )!;
  const size = ring.sizes[1];
  const { product: detail } = (await (await request.get(`/api/v1/products/${ring.id}`)).json()) as {
    product: { variants: { size: string; price: number }[] };
  };
  const sizePrice = detail.variants.find((v) => v.size === size)!.price;
  // A product no other spec checks the stock of, different per viewport, for the order cancelled at the end.
  const second = await pickProduct(request, 3, isMobile ? 7 : 8);
  const priceAsc = SORT_OPTIONS.find((o) => o.value === 'price_asc')!;

  // 1. Arrives on a product page from a link elsewhere.
  const featured = await products(request, 'featured=true&per_page=1');
  const landing = featured.products[0];
  expect((await page.goto(`/products/${landing.id}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: landing.name })).toBeVisible();
  await expect(page.getByText(CATALOGUE_MESSAGES.inclusiveTaxes)).toBeVisible();
  await waitForHydration(page);

  // 2. Goes home and browses from the menu: the category bar's panel on a desktop, the drawer on a phone.
  const { company } = (await (await request.get('/api/v1/shop/settings')).json()) as { company: { name: string } };
  await banner(page)
    .getByRole('link', { name: new RegExp(company.name) })
    .click();
  await expect(page).toHaveURL(/\/$/);
  if (isMobile) {
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: LAYOUT_MESSAGES.openMenu }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: NAV_MESSAGES.products, exact: true })
      .click();
    await expect(page).toHaveURL(/\/products$/);
  } else {
    const menu = page.getByRole('navigation', { name: HOME_MESSAGES.categoryMenu });
    await waitForHydration(page, `nav[aria-label="${HOME_MESSAGES.categoryMenu}"] a`);
    await menu.getByRole('link', { name: rings.name, exact: true }).hover();
    const panel = page.getByRole('region', { name: rings.name });
    await expect(panel.getByRole('heading', { name: HOME_MESSAGES.recentProducts })).toBeVisible();
    await panel.getByRole('link', { name: ringSub.name, exact: true }).click();
    await expect(page).toHaveURL(`/products?category_id=${ringSub.id}`);
  }
  // A category's list is headed by the category's name; the whole list by "Products".
  const listHeading = isMobile ? NAV_MESSAGES.products : ringSub.name;
  await expect(page.getByRole('heading', { level: 1, name: listHeading })).toBeVisible();

  // 3. Filters by category and sorts by price, low to high.
  await waitForHydration(page, '#product-sort');
  if (isMobile) {
    await page.getByRole('button', { name: PRODUCT_LIST_MESSAGES.filters }).click();
    await chooseOption(page, page.getByRole('dialog'), /Category/, `${rings.name} (${rings.products_count})`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await chooseOption(page, page, /Category/, `${rings.name} (${rings.products_count})`);
  }
  await expect(page.getByText(CATALOGUE_MESSAGES.productsFound(rings.products_count))).toBeVisible();
  expectListUrl(page, { category_id: String(rings.id) });
  await waitForHydration(page, '#product-sort');
  await chooseOption(page, page, /Sort by/, priceAsc.label);
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
  expectListUrl(page, { category_id: String(rings.id), sort: 'price_asc' });
  await expect.poll(() => cardNames(page)).toEqual(ringsByPrice.products.map((p) => p.name));
  const shownPrices = ringsByPrice.products.map((p) => p.price);
  expect(shownPrices).toEqual([...shownPrices].sort((a, b) => a - b));

  // 4. Searches with a typo from the header and still finds the necklaces.
  const typo = 'neckalce';
  const found = await products(request, `search=${typo}&per_page=12`);
  expect(found.pagination.total_count).toBeGreaterThan(0);
  for (const p of found.products) expect(necklaceNames).toContain(p.category?.name);
  const search = banner(page).getByRole('searchbox', { name: LAYOUT_MESSAGES.searchLabel });
  await search.fill(typo);
  await search.press('Enter');
  await expect(page).toHaveURL(`/products?search=${typo}`);
  await expect(page.getByText(CATALOGUE_MESSAGES.productsFound(found.pagination.total_count))).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(found.products.map((p) => p.name));

  // 5. Goes back to the sorted rings and opens one.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
  await page
    .getByRole('article')
    .filter({ hasText: ring.name })
    .getByRole('link', { name: ring.name, exact: true })
    .click();
  await expect(page).toHaveURL(`/products/${ring.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();

  // 6. Picks a size, adds the ring to the cart and to the wishlist.
  await waitForHydration(page, '#product-size');
  await chooseOption(page, page, /Size/, size);
  await page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).click();
  await expect(snackbar(page, CART_MESSAGES.added)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(1) })).toBeVisible();
  await page.getByRole('button', { name: PRODUCT_MESSAGES.addToWishlist(ring.name) }).click();
  await expect(snackbar(page, WISHLIST_MESSAGES.added)).toBeVisible();
  await expect(page.getByRole('button', { name: PRODUCT_MESSAGES.removeFromWishlist(ring.name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(banner(page).getByRole('link', { name: LAYOUT_MESSAGES.wishlistLabel(1) })).toBeVisible();

  // 7. Registers through the form and the emailed code; the guest cart comes along.
  const email = uniqueEmail(isMobile ? 'journey-phone' : 'journey-desktop');
  await openAccountEntry(page, isMobile, NAV_MESSAGES.register);
  await expect(page).toHaveURL(/\/register$/);
  await waitForHydration(page, 'form button[type="submit"]');
  await page.getByLabel('Full name').fill('Ananya Sharma');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await emailRegisterForm(page).getByLabel(PRIVACY_NOTICE_MESSAGES.adultLabel).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(snackbar(page, REGISTER_MESSAGES.initiated)).toBeVisible();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Verification code').fill(await emailedCode(request, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(snackbar(page, REGISTER_MESSAGES.verified)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(1) })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: LAYOUT_MESSAGES.wishlistLabel(1) })).toBeVisible();
  const serverCart = (await (await page.request.get('/api/v1/cart')).json()) as {
    cart_items: { product_id: number; quantity: number; size: string | null }[];
  };
  expect(serverCart.cart_items).toEqual([expect.objectContaining({ product_id: ring.id, quantity: 1, size })]);

  // 8. Opens the cart and applies a coupon (typed in lower case; the box upper-cases it).
  await banner(page)
    .getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(1) })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: ring.name })).toBeVisible();
  await expect(page.getByText(`Size ${size}`)).toBeVisible();
  const coupon = page.getByLabel(CART_PAGE_MESSAGES.couponLabel);
  await coupon.fill(COUPON.code.toLowerCase());
  await expect(coupon).toHaveValue(COUPON.code);
  await page.getByRole('button', { name: CART_PAGE_MESSAGES.applyCoupon, exact: true }).click();
  await expect(snackbar(page, COUPON_MESSAGES.applied(COUPON.percent))).toBeVisible();
  await expect(page.getByTestId('coupon-chip')).toContainText(COUPON.code);
  // Spec section 9: the subtotal less the coupon's percent of it, taken off in whole rupees.
  const subtotalPaise = Math.round(sizePrice * 100);
  const total = (subtotalPaise - Math.round((subtotalPaise * COUPON.percent) / 100 / 100) * 100) / 100;

  // 9. Checks out with the sandbox card.
  const stockBefore = await stockOf(request, ring.id);
  await page.getByRole('link', { name: CART_PAGE_MESSAGES.proceedToCheckout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShippingForm(page);
  const pay = page.getByRole('button', { name: `Pay ${formatRupees(total)}` });
  await pay.click();
  await payInSandbox(page);

  // 10. The success page: message, shipping promise, and an empty cart.
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { name: CHECKOUT_MESSAGES.paymentSuccess })).toBeVisible();
  await expect(page.getByText(SHIPPING_PROMISE)).toBeVisible();
  await expect(page.getByText(formatRupees(total), { exact: true })).toBeVisible();
  const orderId = Number((await page.getByText(/^#\d+$/).textContent())!.slice(1));
  expect(orderId).toBeGreaterThan(0);
  await expect(banner(page).getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(0) })).toBeVisible();
  expect(await stockOf(request, ring.id)).toBe(stockBefore - 1);

  // 11. Finds the order on the orders page.
  await openAccountEntry(page, isMobile, NAV_MESSAGES.myOrders);
  await expect(page).toHaveURL(/\/orders$/);
  const paid = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(paid.getByText('Confirmed')).toBeVisible();
  await expect(paid.getByText(formatRupees(total))).toBeVisible();
  await expect(paid.getByRole('button', { name: `Cancel order ${orderId}` })).toHaveCount(0);
  // The paid cart stays empty after a reload (the server emptied it with the payment).
  await page.reload();
  await waitForHydration(page);
  await expect(banner(page).getByRole('link', { name: LAYOUT_MESSAGES.cartLabel(0) })).toBeVisible();

  // 12. A second order, still pending, cancelled from the list after confirming.
  const secondStock = await stockOf(request, second.id);
  const pendingId = await placePendingOrder(page.request, [{ id: second.id, price: second.price, quantity: 1 }]);
  expect(await stockOf(request, second.id)).toBe(secondStock - 1);
  await page.reload();
  const pending = page.getByRole('article', { name: `Order #${pendingId}` });
  await expect(pending.getByText('Pending')).toBeVisible();
  await pending.getByRole('button', { name: `Cancel order ${pendingId}` }).click();
  await page
    .getByRole('dialog', { name: `Cancel order #${pendingId}?` })
    .getByRole('button', { name: 'Cancel Order' })
    .click();
  await expect(snackbar(page, ORDER_MESSAGES.cancelled)).toBeVisible();
  await expect(pending.getByText('Cancelled')).toBeVisible();
  await expect(pending.getByRole('button', { name: `Cancel order ${pendingId}` })).toHaveCount(0);
  await expect(paid.getByText('Confirmed')).toBeVisible();
  expect(await stockOf(request, second.id)).toBe(secondStock);
});
