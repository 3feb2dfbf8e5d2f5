// Products for the checkout and orders journeys, and the logged-in shopper's cart, which lives on the server.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type CatalogueProduct = {
  id: number;
  name: string;
  price: number;
  stock_quantity: number;
  sizes: string[];
  primary_image_url: string | null;
  category: { name: string } | null;
};

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

/** Sets the logged-in shopper's server cart to this one line, through the cart API as the cart page would. */
export async function fillCart(page: Page, product: CatalogueProduct, quantity: number): Promise<void> {
  const res = await page.request.post('/api/v1/cart/add_or_update', { data: { product_id: product.id, quantity } });
  expect(res.ok(), await res.text()).toBe(true);
}

export type ServerCart = {
  cart_items: { product_id: number; quantity: number; unit_price: number }[];
  coupon_code: string | null;
  total: number;
};

/** The logged-in shopper's cart as the server keeps it. */
export async function serverCartOf(page: Page): Promise<ServerCart> {
  const res = await page.request.get('/api/v1/cart');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ServerCart;
}
