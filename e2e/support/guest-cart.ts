// Guest-cart helpers for the cart and wishlist journeys: real products from the API, lines written the way
// the store writes them.
import type { APIRequestContext, Page } from '@playwright/test';

export type ShopProduct = {
  id: number;
  name: string;
  price: number;
  primary_image_url: string | null;
  category: { name: string } | null;
  sizes: string[];
  inStock: boolean;
  stock_quantity: number;
};

export async function pickProducts(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/v1/products?per_page=100')).json()) as {
    products: ShopProduct[];
  };
  const plenty = products.filter((p) => p.stock_quantity >= 12);
  const sized = plenty.find((p) => p.sizes.length >= 2);
  const plain = plenty.filter((p) => p.sizes.length === 0);
  const scarce = products.find((p) => p.sizes.length === 0 && p.stock_quantity >= 2 && p.stock_quantity <= 5);
  if (!sized || plain.length < 2 || !scarce) throw new Error('the demo catalogue lacks the products these tests need');
  return { sized, plain: plain[0], otherPlain: plain[1], scarce };
}

export function cartLine(product: ShopProduct, quantity: number, size: string | null = null) {
  return {
    id: size ? `${product.id}-${size}` : String(product.id),
    productId: product.id,
    name: product.name,
    price: product.price,
    image: product.primary_image_url,
    category: product.category?.name ?? 'Uncategorized',
    size,
    quantity,
    stock: product.stock_quantity,
  };
}

export function wishlistItem(product: ShopProduct) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.primary_image_url,
    category: product.category?.name ?? 'Uncategorized',
  };
}

/** Writes localStorage on our origin, then reloads so the page starts from it. */
export async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/cart');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
  }, entries);
  await page.reload();
}

export const rupees = (value: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
