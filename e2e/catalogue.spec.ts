// Product list, product detail, all categories, the 404 rules, what crawlers get, and the axe check
// (spec section 2: Products page, Product detail, routes table).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DETAIL_MAX_QUANTITY, PAGE_SIZE } from '../lib/shared/constants';
import { CART_MESSAGES } from '../lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '../lib/shared/messages/catalogue';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { HOME_MESSAGES } from '../lib/shared/messages/home';
import { LAYOUT_MESSAGES, NAV_MESSAGES } from '../lib/shared/messages/layout';
import { PRODUCT_MESSAGES } from '../lib/shared/messages/product';
import { PRODUCT_LIST_MESSAGES } from '../lib/shared/messages/product-list';
import { formatRupees } from '../lib/shared/money';
import { decodeCharRefs } from './support/html-text';
import { gotoHydrated } from './support/hydration';

type Product = {
  id: number;
  name: string;
  price: number;
  sizes: string[];
  inStock: boolean;
  stock_quantity: number;
  category: { id: number; name: string } | null;
  category_id: number | null;
  rating: number;
  reviewCount: number;
};
type ProductPage = { products: Product[]; pagination: { total_count: number; total_pages: number } };
type Category = { id: number; name: string; parent_id: number | null; products_count: number };

async function listProducts(request: APIRequestContext, query = ''): Promise<ProductPage> {
  return (await request.get(`/api/v1/products${query}`)).json();
}

async function categories(request: APIRequestContext): Promise<Category[]> {
  return (await (await request.get('/api/v1/categories')).json()).categories;
}

/** A ring: in stock, with sizes, with other rings beside it. */
async function ringWithSizes(request: APIRequestContext): Promise<Product> {
  const rings = (await categories(request)).find((c) => c.name === 'Rings' && c.parent_id === null)!;
  const { products } = await listProducts(request, `?category_id=${rings.id}&per_page=100`);
  // Stock is per size, and the demo gives each size of a piece the same count (bar one showcase).
  return products.find(
    (p) => p.sizes.length > 0 && p.inStock && p.stock_quantity >= DETAIL_MAX_QUANTITY * p.sizes.length,
  )!;
}

const countText = (page: Page) => page.getByText(/^\d+ products found$/);
/** The list's own search box, in the filter column (the header has a search box with the same name). */
const listSearch = (page: Page) =>
  page
    .getByRole('complementary', { name: PRODUCT_LIST_MESSAGES.filters })
    .getByRole('searchbox', { name: PRODUCT_LIST_MESSAGES.searchLabel });

async function gridPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map((text) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(text)![1].replace(/,/g, '')));
}

/** Picks an option of a select by its text: a native <select> (sort, product page) or MUI's menu select (category). */
async function chooseOption(page: Page, label: RegExp | string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  if ((await select.evaluate((el) => el.tagName)) === 'SELECT') {
    // A size's option reads '8 · ₹12,345': its value is the size.
    const byValue = await select.evaluate(
      (el, wanted) => [...(el as HTMLSelectElement).options].some((o) => o.value === wanted),
      option,
    );
    await select.selectOption(byValue ? { value: option } : { label: option });
    return;
  }
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('products page', () => {
  test('shows the heading, the count and 12 cards per page with pagination links', async ({ page, request }) => {
    // Tests in the other worker add products (the back office's), so the count is read from the API before and
    // after the page: the page's own count lies between the two.
    const before = (await listProducts(request)).pagination.total_count;
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: NAV_MESSAGES.products })).toBeVisible();
    await expect(countText(page)).toBeVisible();
    const shown = Number((await countText(page).textContent())?.split(' ')[0]);
    const after = (await listProducts(request)).pagination.total_count;
    expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(shown).toBeLessThanOrEqual(Math.max(before, after));
    await expect(countText(page)).toHaveText(CATALOGUE_MESSAGES.productsFound(shown));
    await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE.products);

    const pages = page.getByRole('navigation', { name: PRODUCT_LIST_MESSAGES.pagination });
    const second = pages.getByRole('link', { name: 'Go to page 2' });
    await expect(second).toHaveAttribute('href', '/products?page=2');
    const firstName = await page.getByRole('article').first().getByRole('heading').textContent();
    await second.click();
    await expect(page).toHaveURL('/products?page=2');
    await expect(pages.getByRole('link', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstName!);
  });

  test('filtering by category updates the URL and the count', async ({ page, request }) => {
    const rings = (await categories(request)).find((c) => c.name === 'Rings')!;
    await page.goto('/products?page=3');
    await chooseOption(page, /Category/, `${rings.name} (${rings.products_count})`);
    await expect(page).toHaveURL(`/products?category_id=${rings.id}`);
    await expect(countText(page)).toHaveText(CATALOGUE_MESSAGES.productsFound(rings.products_count));
    await expect(
      page.getByRole('list', { name: PRODUCT_LIST_MESSAGES.activeFilters }).getByText(rings.name),
    ).toBeVisible();
  });

  test('the category select lists every category with its count, subcategories indented', async ({ page, request }) => {
    const all = await categories(request);
    await page.goto('/products');
    await page.getByRole('combobox', { name: /Category/ }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(all.length + 1);
    await expect(options.first()).toHaveText(PRODUCT_LIST_MESSAGES.allCategories);
    const root = all.find((c) => c.parent_id === null)!;
    const child = all.find((c) => c.parent_id === root.id)!;
    const rootPad = await page
      .getByRole('option', { name: `${root.name} (${root.products_count})` })
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
    const childPad = await page
      .getByRole('option', { name: `${child.name} (${child.products_count})` })
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
    expect(childPad).toBeGreaterThan(rootPad);
  });

  test('sorting by price, low to high, orders the prices', async ({ page }) => {
    await page.goto('/products');
    await chooseOption(page, /Sort by/, 'Price: Low to High');
    await expect(page).toHaveURL('/products?sort=price_asc');
    // A native select: the option shown is the selected one.
    await expect(page.getByRole('combobox', { name: /Sort by/ }).locator('option:checked')).toHaveText(
      'Price: Low to High',
    );
    const prices = await gridPrices(page);
    expect(prices).toHaveLength(PAGE_SIZE.products);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('the search box applies on Enter', async ({ page, request }) => {
    const expected = await listProducts(request, '?search=jhumka');
    expect(expected.pagination.total_count).toBeGreaterThan(0);
    await page.goto('/products');
    const box = listSearch(page);
    await box.fill('jhumka');
    await box.press('Enter');
    await expect(page).toHaveURL('/products?search=jhumka');
    await expect(countText(page)).toHaveText(CATALOGUE_MESSAGES.productsFound(expected.pagination.total_count));
    await expect(listSearch(page)).toHaveValue('jhumka');
  });

  test('the search box applies on blur', async ({ page }) => {
    await page.goto('/products');
    await listSearch(page).fill('pearl');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page).toHaveURL('/products?search=pearl');
  });

  test('a search with no match shows the empty state and zero count', async ({ page }) => {
    await page.goto('/products?search=zzqqxx');
    await expect(countText(page)).toHaveText(CATALOGUE_MESSAGES.productsFound(0));
    await expect(page.getByRole('heading', { name: CATALOGUE_MESSAGES.noProducts })).toBeVisible();
    await expect(page.getByText(CATALOGUE_MESSAGES.noProductsHint)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: PRODUCT_LIST_MESSAGES.pagination })).toHaveCount(0);
  });

  test('exact price boxes apply on Enter and show the hint', async ({ page, request }) => {
    const expected = await listProducts(request, '?min_price=2000&max_price=5000');
    await page.goto('/products');
    await expect(page.getByText(CATALOGUE_MESSAGES.pressEnter)).toBeVisible();
    await page.getByRole('spinbutton', { name: PRODUCT_LIST_MESSAGES.minPrice }).fill('2000');
    await page.getByRole('spinbutton', { name: PRODUCT_LIST_MESSAGES.minPrice }).press('Enter');
    await expect(page).toHaveURL('/products?min_price=2000');
    await page.getByRole('spinbutton', { name: PRODUCT_LIST_MESSAGES.maxPrice }).fill('5000');
    await page.getByRole('spinbutton', { name: PRODUCT_LIST_MESSAGES.maxPrice }).press('Enter');
    await expect(page).toHaveURL('/products?min_price=2000&max_price=5000');
    await expect(countText(page)).toHaveText(CATALOGUE_MESSAGES.productsFound(expected.pagination.total_count));
    for (const price of await gridPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(2000);
      expect(price).toBeLessThanOrEqual(5000);
    }
  });

  test('the price slider keeps its handles at least 100 apart', async ({ page }) => {
    await page.goto('/products?min_price=5000&max_price=5100');
    const min = page.getByRole('slider', { name: PRODUCT_LIST_MESSAGES.minPrice });
    await min.focus();
    await page.keyboard.press('ArrowRight');
    // The min handle moved onto the max one, so the max gives way by 100.
    await expect(page).toHaveURL('/products?min_price=5100&max_price=5200');
    const values = await page
      .getByRole('slider')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-valuenow'))));
    expect(values[1] - values[0]).toBeGreaterThanOrEqual(100);
  });

  test('active-filter chips remove one filter; Clear All Filters removes all', async ({ page, request }) => {
    const rings = (await categories(request)).find((c) => c.name === 'Rings')!;
    // The chips are buttons of a client island: a click before hydration reaches only the server's HTML.
    await gotoHydrated(page, `/products?category_id=${rings.id}&min_price=1000&sort=price_desc&search=ring`);
    const chips = page.getByRole('list', { name: PRODUCT_LIST_MESSAGES.activeFilters });
    await expect(chips.getByRole('listitem')).toHaveCount(3);
    await chips
      .getByRole('button', {
        name: PRODUCT_LIST_MESSAGES.removeFilterChip(PRODUCT_LIST_MESSAGES.minPriceChip(formatRupees(1000))),
      })
      .click();
    await expect(page).toHaveURL(`/products?category_id=${rings.id}&sort=price_desc&search=ring`);
    await page.getByRole('button', { name: PRODUCT_LIST_MESSAGES.clearAll }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('list', { name: PRODUCT_LIST_MESSAGES.activeFilters })).toHaveCount(0);
  });

  test('invalid query values are ignored', async ({ page, request }) => {
    const all = await listProducts(request);
    const response = await page.goto('/products?category_id=abc&page=-2&sort=cheapest&min_price=x');
    expect(response?.status()).toBe(200);
    await expect(countText(page)).toHaveText(CATALOGUE_MESSAGES.productsFound(all.pagination.total_count));
  });

  test('on a phone the filters open in a drawer', async ({ page, request }) => {
    const rings = (await categories(request)).find((c) => c.name === 'Rings')!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    await expect(page.getByRole('combobox', { name: /Category/ })).toBeHidden();
    await page.getByRole('button', { name: PRODUCT_LIST_MESSAGES.filters }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: PRODUCT_LIST_MESSAGES.filters })).toBeVisible();
    await drawer.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: `${rings.name} (${rings.products_count})` }).click();
    await expect(page).toHaveURL(`/products?category_id=${rings.id}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a filtered list carries a BreadcrumbList ending in its category', async ({ page, request }) => {
    const rings = (await categories(request)).find((c) => c.name === 'Rings')!;
    await page.goto(`/products?category_id=${rings.id}`);
    const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList')!;
    const items = crumbs.itemListElement as { name: string; position: number }[];
    expect(items.map((i) => i.name)).toEqual([NAV_MESSAGES.home, NAV_MESSAGES.products, rings.name]);
  });
});

type OfferLd = {
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
  shippingDetails: { shippingDestination: { addressCountry: string }; shippingRate: { currency: string } };
  hasMerchantReturnPolicy: { applicableCountry: string; merchantReturnDays?: number };
};
/** A piece in sizes: a ProductGroup holding one Product per size, each with its own Offer and address. */
type ProductGroupLd = {
  name: string;
  image: string[];
  brand: { name: string };
  url: string;
  productGroupID: string;
  variesBy: string;
  hasVariant: { '@type': string; name: string; size: string; sku: string; url: string; offers: OfferLd }[];
  aggregateRating?: { ratingValue: number; reviewCount: number };
  review?: { '@type': string; reviewRating: { ratingValue: number }; author: { name: string }; reviewBody: string }[];
};

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test.describe('product detail', () => {
  test('shows name, price, taxes note, size and quantity selects, features and related products', async ({
    page,
    request,
  }) => {
    const ring = await ringWithSizes(request);
    const { product: full } = (await (await request.get(`/api/v1/products/${ring.id}`)).json()) as {
      product: Product & { tags: string[]; description: string };
    };
    await page.goto(`/products/${ring.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
    await expect(page.getByText(formatRupees(ring.price), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(CATALOGUE_MESSAGES.inclusiveTaxes)).toBeVisible();
    await expect(page.getByText(full.description.slice(0, 80))).toBeVisible();
    await expect(page.getByRole('heading', { name: PRODUCT_MESSAGES.productFeatures })).toBeVisible();
    for (const tag of full.tags)
      await expect(page.getByRole('listitem').filter({ hasText: tag }).first()).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: PRODUCT_MESSAGES.breadcrumb });
    await expect(breadcrumb.getByRole('link', { name: ring.category!.name })).toHaveAttribute(
      'href',
      `/products?category_id=${ring.category!.id}`,
    );

    // Native selects: their options are in the page (the size's placeholder is hidden, so not counted).
    // Each size's option names its price after the size ('8 · ₹12,345').
    await expect(page.getByRole('combobox', { name: /Size/ }).getByRole('option')).toHaveText(
      ring.sizes.map((s) => new RegExp(`^${s.replace('.', '\\.')} · ₹`)),
    );
    await expect(page.getByRole('combobox', { name: /Quantity/ }).getByRole('option')).toHaveText(
      Array.from({ length: DETAIL_MAX_QUANTITY }, (_, i) => String(i + 1)),
    );

    const related = page.getByRole('region', { name: PRODUCT_MESSAGES.relatedProducts });
    const cards = related.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(PAGE_SIZE.relatedProducts);
    await expect(cards.filter({ hasText: ring.name })).toHaveCount(0);
  });

  test('a size is required before adding; then the line has the size and quantity', async ({ page, request }) => {
    const ring = await ringWithSizes(request);
    await page.goto(`/products/${ring.id}`);
    await page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).click();
    await expect(page.getByText(PRODUCT_MESSAGES.sizeFieldError)).toBeVisible();
    await chooseOption(page, /Size/, ring.sizes[0]);
    await expect(page.getByText(PRODUCT_MESSAGES.sizeFieldError)).toHaveCount(0);
    await chooseOption(page, /Quantity/, '2');
    await page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart }).click();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')))
      .toEqual([expect.objectContaining({ productId: ring.id, size: ring.sizes[0], quantity: 2 })]);
  });

  test('an out-of-stock product shows a disabled Out of Stock button', async ({ page, request }) => {
    const { products } = await listProducts(request, '?per_page=100');
    const soldOut = products.find((p) => !p.inStock);
    // The demo seed guarantees this; if it stops doing so the test must fail, not go quiet.
    expect(!soldOut, 'the demo catalogue has sold-out pieces').toBe(false);
    await page.goto(`/products/${soldOut!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: soldOut!.name })).toBeVisible();
    await expect(page.getByRole('button', { name: CART_MESSAGES.outOfStockButton })).toBeDisabled();
  });

  test('the gallery moves with previous, next and the thumbnails', async ({ page, request }) => {
    const ring = await ringWithSizes(request);
    await page.goto(`/products/${ring.id}`);
    const main = page.locator('img[sizes^="(min-width: 1200px) 560px"]');
    const first = await main.getAttribute('alt');
    await page.getByRole('button', { name: PRODUCT_MESSAGES.nextImage }).click();
    await expect(main).not.toHaveAttribute('alt', first!);
    await expect(page.getByRole('button', { name: PRODUCT_MESSAGES.showImage(2) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: PRODUCT_MESSAGES.previousImage }).click();
    await expect(main).toHaveAttribute('alt', first!);
    await page.getByRole('button', { name: PRODUCT_MESSAGES.showImage(3) }).click();
    await expect(page.getByRole('button', { name: PRODUCT_MESSAGES.showImage(3) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('Product JSON-LD is a ProductGroup: each size a Product with its own price and address', async ({
    page,
    request,
  }) => {
    const ring = await ringWithSizes(request);
    const detail = (await (await request.get(`/api/v1/products/${ring.id}`)).json()) as {
      product: { variants: { size: string; price: number; inStock: boolean }[] };
    };
    await page.goto(`/products/${ring.id}`);
    const blocks = await jsonLd(page);
    const product = blocks.find((d) => d['@type'] === 'ProductGroup') as unknown as ProductGroupLd;
    expect(product.name).toBe(ring.name);
    expect(product.url).toMatch(new RegExp(`^https?://[^/]+/products/${ring.id}$`));
    expect(product.variesBy).toBe('https://schema.org/size');
    expect(product.productGroupID).toBeTruthy();
    expect(product.image.length).toBeGreaterThan(0);
    for (const url of product.image) expect(url).toMatch(/^https?:\/\//);
    expect(product.brand.name).toBeTruthy();
    // One Product per size, with that size's price, stock and its own address; every Offer carries the
    // merchant listing's shipping to India and the return window of the settings.
    const settings = (await (await request.get('/api/v1/shop/settings')).json()) as { return_window_days: number };
    expect(product.hasVariant.map((v) => v.size)).toEqual(ring.sizes);
    for (const variant of product.hasVariant) {
      const size = detail.product.variants.find((v) => v.size === variant.size)!;
      expect(variant['@type']).toBe('Product');
      expect(variant.url).toBe(variant.offers.url);
      expect(variant.url).toMatch(new RegExp(`/products/${ring.id}\\?size=${encodeURIComponent(variant.size)}$`));
      expect(variant.offers.priceCurrency).toBe('INR');
      expect(Number(variant.offers.price)).toBe(size.price);
      expect(variant.offers.availability).toBe(
        size.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      );
      expect(variant.offers.shippingDetails.shippingDestination.addressCountry).toBe('IN');
      expect(variant.offers.shippingDetails.shippingRate.currency).toBe('INR');
      expect(variant.offers.hasMerchantReturnPolicy).toMatchObject({
        applicableCountry: 'IN',
        merchantReturnDays: settings.return_window_days,
      });
    }
    // The rating and the reviews are the approved ones the page shows; none means no rating at all.
    const reviews = (await (await request.get(`/api/v1/products/${ring.id}/reviews`)).json()) as {
      review_count: number;
      rating: number;
      reviews: { rating: number; author: string; body: string }[];
    };
    expect(reviews.review_count).toBe(ring.reviewCount);
    if (ring.reviewCount > 0) {
      expect(product.aggregateRating).toMatchObject({ ratingValue: ring.rating, reviewCount: ring.reviewCount });
      expect(product.review?.map((r) => [r['@type'], r.reviewRating.ratingValue, r.author.name, r.reviewBody])).toEqual(
        reviews.reviews.map((r) => ['Review', r.rating, r.author, r.body]),
      );
    } else {
      expect(product.aggregateRating).toBeUndefined();
      expect(product.review).toBeUndefined();
    }
    const crumbs = blocks.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    // The trail names the parent category too when the ring sits in a sub-category of Rings.
    const categoryTrail = ring.category!.name === 'Rings' ? ['Rings'] : ['Rings', ring.category!.name];
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
      NAV_MESSAGES.home,
      NAV_MESSAGES.products,
      ...categoryTrail,
      ring.name,
    ]);
  });

  test('/product/{id} and /products/{id} are the same page with one canonical URL', async ({ page, request }) => {
    const ring = await ringWithSizes(request);
    for (const path of [`/product/${ring.id}`, `/products/${ring.id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/products/${ring.id}$`));
      // OpenGraph product tags are properties (link previews ignore name=), and they belong in <head>.
      await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');
      await expect(page.locator('head meta[property="product:price:amount"]')).toHaveAttribute(
        'content',
        ring.price.toFixed(2),
      );
      await expect(page.locator('head meta[property="product:price:currency"]')).toHaveAttribute('content', 'INR');
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        /^https?:\/\/.+\/media\//,
      );
      await expect(page.locator('meta[name="twitter:image"]').first()).toHaveAttribute(
        'content',
        /^https?:\/\/.+\/media\//,
      );
      await expect(page.locator('meta[name="twitter:image:alt"]').first()).toHaveAttribute(
        'content',
        new RegExp(ring.name),
      );
    }
  });

  test('the server HTML already holds the name and the formatted price', async ({ request }) => {
    const ring = await ringWithSizes(request);
    const html = decodeCharRefs(await (await request.get(`/products/${ring.id}`)).text());
    expect(html).toContain(ring.name);
    expect(html).toContain(formatRupees(ring.price));
  });
});

test.describe('largest paint', () => {
  // Each catalogue page's largest paint is its first picture (the banner, the first card, the gallery's first
  // picture, the first category): preloaded from the document's head, so its fetch starts before the page's
  // scripts, and fetched at once and first rather than after layout.
  test('every catalogue page preloads its first picture, and that picture is eager and high priority', async ({
    request,
  }) => {
    const ring = await ringWithSizes(request);
    for (const path of ['/', '/products', `/products/${ring.id}`, '/categories']) {
      const html = await (await request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*imageSrcSet="([^"]*)"/g)].map(
        (match) => match[1],
      );
      expect(preloads, path).toHaveLength(1);
      const main = html.slice(html.indexOf('<main'));
      const first = /<picture><source type="image\/avif" srcSet="([^"]*)"[^>]*\/><img([^>]*)>/.exec(main);
      expect(first?.[1], path).toBe(preloads[0]);
      expect(first?.[2], path).toContain('loading="eager"');
      expect(first?.[2], path).toContain('fetchPriority="high"');
      // The largest paint is the only picture fetched at high priority: the other eager ones do not share
      // its bandwidth.
      expect(main.match(/fetchPriority="high"/g), path).toHaveLength(1);
    }
  });

  test("a phone takes a product card's 1x file: the card's files are offered by width with its sizes", async ({
    request,
  }) => {
    const html = await (await request.get('/products')).text();
    const card = /<source type="image\/avif" srcSet="([^"]*)" sizes="([^"]*)"\/>/.exec(html);
    expect(card?.[1]).toMatch(/^\S+\/v\/384\/\S+\.avif 384w, \S+\/v\/640\/\S+\.avif 640w$/);
    expect(card?.[2]).toBe('(max-width: 599px) calc(50vw - 22px), 290px');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('product page, list and pagination work as plain HTML', async ({ page, request }) => {
    const ring = await ringWithSizes(request);
    await page.goto(`/products/${ring.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
    await expect(page.getByText(formatRupees(ring.price), { exact: true }).first()).toBeVisible();
    await page.goto('/products?sort=price_asc');
    await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE.products);
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL('/products?sort=price_asc&page=2');
    await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE.products);
  });
});

test.describe('not-found pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** What every not-found answer must hold as sent: 404, the shop's document, noindex, its title, the way on. */
  async function expectNotFoundPage(page: Page, path: string, heading: string) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expect(page).not.toHaveTitle(/^Aabha Jewels$/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect((await page.locator('main').innerText()).toLowerCase()).toContain('not found');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/"]').first()).toBeVisible();
    await expect(main.locator('a[href="/categories"], a[href^="/products?category_id="]').first()).toBeVisible();
    await expect(main.getByRole('searchbox', { name: NOT_FOUND_MESSAGES.searchLabel })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }

  test('a missing product, its size page, an unknown category and a page past the last are whole pages', async ({
    page,
    request,
  }) => {
    const { total_pages } = (await listProducts(request)).pagination;
    await expectNotFoundPage(page, '/products/999999', CATALOGUE_MESSAGES.productNotFound);
    await expect(page).toHaveTitle(new RegExp(CATALOGUE_MESSAGES.productNotFound));
    await expectNotFoundPage(page, '/product/999999', CATALOGUE_MESSAGES.productNotFound);
    await expectNotFoundPage(page, '/products/999999?size=12', CATALOGUE_MESSAGES.productNotFound);
    await expectNotFoundPage(page, '/products?category_id=999999', NOT_FOUND_MESSAGES.title);
    await expect(page).toHaveTitle(new RegExp(NOT_FOUND_MESSAGES.title));
    await expectNotFoundPage(page, `/products?page=${total_pages + 1}`, NOT_FOUND_MESSAGES.title);
  });

  test("an unknown address is the not-found notice with the Home page's content", async ({ page }) => {
    await expectNotFoundPage(page, '/no/such/place', NOT_FOUND_MESSAGES.title);
    await expect(page.getByRole('heading', { name: HOME_MESSAGES.featuredProducts })).toBeVisible();
  });
});

test.describe('routes', () => {
  test('/products/abc redirects to /products', async ({ page }) => {
    await page.goto('/products/abc');
    await expect(page).toHaveURL('/products');
    await page.goto('/product/abc');
    await expect(page).toHaveURL('/products');
  });

  test('a missing product answers 404 with Product not found', async ({ page }) => {
    for (const path of ['/products/999999', '/product/999999']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: CATALOGUE_MESSAGES.productNotFound })).toBeVisible();
      // Every robots tag says noindex: an 'index, follow' beside it would leave a crawler to pick one. Once the
      // page has hydrated, Next's not-found boundary writes its noindex a second time (the same word, no choice).
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
      expect(robots.length).toBeGreaterThanOrEqual(1);
      for (const content of robots) expect(content).toMatch(/noindex/);
    }
  });

  test("an unknown path answers 404 and noindex, says it was not found, and shows the Home page's content", async ({
    page,
  }) => {
    const response = await page.goto('/some/unknown/path');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_MESSAGES.title })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_MESSAGES.asked('/some/unknown/path'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox', { name: NOT_FOUND_MESSAGES.searchLabel })).toBeVisible();
    // The specification's routes table: any other path shows the Home page, beneath the notice.
    await expect(page.getByText(NOT_FOUND_MESSAGES.homeBelow)).toBeVisible();
    await expect(page.getByRole('heading', { name: HOME_MESSAGES.featuredProducts })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    // The same frame as every page: the header, one <main>, the footer and the skip link.
    await expect(page.getByRole('banner').getByRole('searchbox', { name: LAYOUT_MESSAGES.searchLabel })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: LAYOUT_MESSAGES.skipLink })).toBeAttached();
  });

  test('an unknown category and a page past the last answer 404 with noindex', async ({ page, request }) => {
    const { total_pages } = (await listProducts(request)).pagination;
    for (const path of ['/products?category_id=999999', `/products?page=${total_pages + 1}`]) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    }
  });

  test('/categories lists every category with its count, linking to its list', async ({ page, request }) => {
    const all = await categories(request);
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_LIST_MESSAGES.allCategories })).toBeVisible();
    for (const category of all) {
      const link = page.locator(`a[href="/products?category_id=${category.id}"]`);
      await expect(link).toContainText(category.name);
      await expect(link).toContainText(HOME_MESSAGES.itemsCount(category.products_count));
    }
  });
});

test.describe('accessibility', () => {
  // Every rule, landmarks included: the layout gives each page its header, one <main> and footer.
  async function axe(page: Page) {
    return (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  }

  test('every page has exactly one main landmark, and the home page one h1', async ({ page, request }) => {
    const ring = await ringWithSizes(request);
    for (const path of ['/', '/products', `/products/${ring.id}`, '/categories', '/cart', '/wishlist', '/login']) {
      await page.goto(path);
      await expect(page.locator('main, [role="main"]'), path).toHaveCount(1);
      await expect(page.locator('main#main-content'), path).toHaveCount(1);
    }
    await page.goto('/');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('home, products, a product page and categories have no axe violations', async ({ page, request }) => {
    const ring = await ringWithSizes(request);
    for (const path of ['/', '/products', `/products/${ring.id}`, '/categories']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await axe(page) }).toEqual({ path, violations: [] });
    }
  });
});
