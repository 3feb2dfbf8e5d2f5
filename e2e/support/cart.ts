// Puts a product in the shopper's cart the way the storefront keeps it: the server cart when the cart API
// exists, and the browser's copy under the spec's localStorage keys.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type CatalogueProduct = { id: number; name: string; price: number; stock_quantity: number; sizes: string[]; primary_image_url: string | null; category: { name: string } | null };

/** An in-stock product without sizes, with at least `minStock` pieces. */
export async function pickProduct(request: APIRequestContext, minStock = 3, skip = 0): Promise<CatalogueProduct> {
  const res = await request.get('/api/v1/products?per_page=100&sort=price_asc');
  expect(res.ok()).toBe(true);
  const { products } = (await res.json()) as { products: CatalogueProduct[] };
  const fitting = products.filter((p) => p.sizes.length === 0 && p.stock_quantity >= minStock);
  expect(fitting.length).toBeGreaterThan(skip);
  return fitting[skip];
}

export async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const res = await request.get(`/api/v1/products/${productId}`);
  return ((await res.json()) as { product: CatalogueProduct }).product.stock_quantity;
}

export async function fillCart(page: Page, product: CatalogueProduct, quantity: number): Promise<void> {
  // The cart API is the cart feature's; without it, the local cart alone is what checkout reads.
  await page.request.post('/api/v1/cart/add_or_update', { data: { product_id: product.id, quantity } }).catch(() => undefined);
  const line = {
    id: String(product.id),
    productId: product.id,
    name: product.name,
    price: product.price,
    image: product.primary_image_url,
    category: product.category?.name ?? 'Uncategorized',
    size: null,
    quantity,
  };
  await page.goto('/');
  await page.evaluate((l) => {
    window.localStorage.setItem('cart', JSON.stringify([l]));
    window.localStorage.removeItem('cartDiscount');
    window.localStorage.removeItem('cartCoupon');
  }, line);
}
