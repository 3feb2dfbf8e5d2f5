// axe-core (WCAG 2.1 A and AA, and axe's best practices; no rule disabled) over every route of the spec's
// table, logged out and logged in, on the desktop and the phone project. Each page is checked once it shows
// its real content (not a loading state); a route that redirects in this state is checked where it lands.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SHIPPING_PROMISE } from '@/lib/shared/constants';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { WISHLIST_PAGE_MESSAGES } from '@/lib/shared/messages/wishlist-page';
import { STORAGE_KEYS } from '@/lib/shared/storage-keys';
import { cartLine, pickProducts, wishlistItem, type ShopProduct } from './support/guest-cart';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/hydration';
import { placePendingOrder } from './support/order-api';
import { signedInShopper } from './support/session';

type Visit = {
  name: string;
  path: string;
  /** What shows once the page has its real content. */
  ready: (page: Page) => Locator;
  /** Runs on a page of our origin before the visit (storage the page reads). */
  before?: (page: Page) => Promise<void>;
  /** A client island of this page to wait for (default: the header's account menu). */
  hydrated?: string;
  /** Runs after the page is ready (open a dialog) before axe looks. */
  then?: (page: Page) => Promise<void>;
};

const h1 = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

function catalogueVisits(product: ShopProduct): Visit[] {
  return [
    { name: 'home', path: '/', ready: (p) => p.getByRole('heading', { name: HOME_MESSAGES.featuredProducts }) },
    { name: 'all categories', path: '/categories', ready: h1(PRODUCT_LIST_MESSAGES.allCategories) },
    { name: 'product list', path: '/products', ready: (p) => p.getByRole('article').first() },
    { name: 'product detail (/products/{id})', path: `/products/${product.id}`, ready: h1(product.name) },
    { name: 'product detail (/product/{id})', path: `/product/${product.id}`, ready: h1(product.name) },
    {
      name: 'unknown path (not-found page)',
      path: '/no/such/page',
      // The notice sits above the Home page's content; the header's island says the page has hydrated.
      ready: (p) => p.getByRole('heading', { level: 1, name: NOT_FOUND_MESSAGES.title }),
    },
  ];
}

const orderSuccessState = {
  success: true,
  message: CHECKOUT_MESSAGES.paymentSuccess,
  orderId: 321,
  paymentId: 'pay_sbx_TEST1234567890',
  total: 4599,
  itemsCount: 2,
  status: 'confirmed',
  paidAt: '2025-03-14T09:30:00.000Z',
};

const resultVisits: Visit[] = [
  {
    name: 'order success (with its state)',
    path: '/order-success',
    before: (page) =>
      page.evaluate((state) => sessionStorage.setItem('orderSuccess', JSON.stringify(state)), orderSuccessState),
    ready: (p) => p.getByText(SHIPPING_PROMISE),
  },
  {
    name: 'order failure',
    path: '/order-failure',
    before: (page) =>
      page.evaluate(() =>
        sessionStorage.setItem(
          'orderFailure',
          JSON.stringify({ message: 'Payment cancelled by user', orderId: 77, paymentId: 'pay_sbx_FAILED' }),
        ),
      ),
    ready: (p) => p.getByText(CHECKOUT_MESSAGES.cancelledByUser),
  },
];

const emptyCart: Visit = {
  name: 'cart, empty',
  path: '/cart',
  ready: (p) => p.getByRole('heading', { name: CART_MESSAGES.empty }),
};
const emptyWishlist: Visit = {
  name: 'wishlist, empty',
  path: '/wishlist',
  ready: (p) => p.getByRole('heading', { name: WISHLIST_PAGE_MESSAGES.empty }),
};
const fullCart: Visit = {
  name: 'cart, with items',
  path: '/cart',
  ready: (p) => p.getByRole('link', { name: CART_PAGE_MESSAGES.proceedToCheckout }),
};
const fullWishlist = (product: ShopProduct): Visit => ({
  name: 'wishlist, with items',
  path: '/wishlist',
  ready: (p) => p.getByRole('button', { name: `Move ${product.name} to cart` }),
});

async function sweep(page: Page, visits: Visit[]): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const visit of visits) {
    await test.step(visit.name, async () => {
      if (visit.before) {
        if (page.url() === 'about:blank') await page.goto('/');
        await visit.before(page);
      }
      await page.goto(visit.path);
      await waitForHydration(page, visit.hydrated);
      await expect(visit.ready(page).first()).toBeVisible();
      await visit.then?.(page);
      expect.soft(await axeViolations(page), `${visit.name}: ${page.url()}`).toEqual([]);
    });
  }
}

async function expectRedirect(page: Page, from: string, to: RegExp) {
  await page.goto(from);
  await expect(page, `${from} redirects`).toHaveURL(to);
}

/** A demo piece priced by weight: its page carries the full price breakup and the hallmark. */
async function weighedProduct(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const res = await request.get('/api/v1/products?per_page=100&sort=price_desc');
  const { products } = (await res.json()) as { products: { id: number; name: string; pricing_kind: string }[] };
  const found = products.find((p) => p.pricing_kind === 'weight');
  expect(found, 'the demo prices some gold by weight').toBeDefined();
  return found!;
}

// Each sweep runs axe on a dozen full pages: minutes on a busy 2-core machine. The limits leave room for that.
test('logged out: every route has no axe violations', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { sized, plain } = await pickProducts(request);
  const weighed = await weighedProduct(request);
  await sweep(page, [
    ...catalogueVisits(sized),
    { name: 'product priced by weight (price breakup)', path: `/products/${weighed.id}`, ready: h1(weighed.name) },
    emptyCart,
    emptyWishlist,
    { name: 'login', path: '/login', ready: (p) => p.getByRole('button', { name: 'Login' }) },
    { name: 'register', path: '/register', ready: (p) => p.getByRole('button', { name: 'Register' }) },
    ...resultVisits,
    {
      ...fullCart,
      before: (p) =>
        p.evaluate(([key, lines]) => localStorage.setItem(key, JSON.stringify(lines)), [
          STORAGE_KEYS.cart,
          [cartLine(sized, 1, sized.sizes[0]), cartLine(plain, 2)],
        ] as const),
    },
    {
      ...fullWishlist(plain),
      before: (p) =>
        p.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [
          STORAGE_KEYS.wishlist,
          [wishlistItem(plain)],
        ] as const),
    },
  ]);
  // The shopper's own pages send a visitor to login (checked above).
  await expectRedirect(page, '/orders', /\/login\?next=%2Forders$/);
  await expectRedirect(page, '/profile', /\/login\?next=%2Fprofile$/);
  await expectRedirect(page, '/checkout', /\/login\?next=%2Fcheckout$/);
});

test('logged in: every route has no axe violations', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { sized, plain } = await pickProducts(request);
  await signedInShopper(page);
  // An order to list (pending: it shows the Cancel button too).
  const orderId = await placePendingOrder(page.request, [{ id: plain.id, price: plain.price, quantity: 1 }]);

  await sweep(page, [
    ...catalogueVisits(sized),
    emptyCart,
    emptyWishlist,
    { name: 'orders', path: '/orders', ready: (p) => p.getByRole('article', { name: `Order #${orderId}` }) },
    {
      name: 'orders, details dialog',
      path: '/orders',
      ready: (p) => p.getByRole('article', { name: `Order #${orderId}` }),
      then: async (p) => {
        await p.getByRole('button', { name: `View Details of order ${orderId}` }).click();
        await expect(p.getByRole('dialog', { name: new RegExp(`Order #${orderId}`) })).toBeVisible();
        // Audited once its fade-in has ended: mid-fade, axe reads the text against the darkened backdrop.
        await expect(p.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
      },
    },
    { name: 'profile', path: '/profile', ready: (p) => p.getByTestId('profile-email') },
    ...resultVisits,
  ]);

  for (const line of [
    { product_id: sized.id, quantity: 1, size: sized.sizes[0] },
    { product_id: plain.id, quantity: 2, size: null },
  ]) {
    const added = await page.request.post('/api/v1/cart/add_or_update', { data: line });
    expect(added.ok(), await added.text()).toBe(true);
  }
  await sweep(page, [
    fullCart,
    {
      // Reached the way a shopper reaches it: from the cart's button.
      name: 'checkout',
      path: '/cart',
      ready: (p) => p.getByRole('link', { name: CART_PAGE_MESSAGES.proceedToCheckout }),
      then: async (p) => {
        await p.getByRole('link', { name: CART_PAGE_MESSAGES.proceedToCheckout }).click();
        await expect(p.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
      },
    },
    {
      ...fullWishlist(plain),
      before: (p) =>
        p.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify(items)), [
          STORAGE_KEYS.wishlist,
          [wishlistItem(plain)],
        ] as const),
    },
  ]);
  // A logged-in shopper is sent home from the login and registration pages.
  await expectRedirect(page, '/login', /\/$/);
  await expectRedirect(page, '/register', /\/$/);
});
