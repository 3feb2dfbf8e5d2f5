'use client';
// What the menu panel shows for one category: its subcategories and its 4 newest products (spec section 7:
// GET /categories?parent_id= and GET /products?category_id=&per_page=4). Kept per page view, so hovering
// back and forth asks the server once per category.
import { apiFetch } from '@/lib/client/api';
import { PAGE_SIZE } from '@/lib/shared/constants';
import type { ApiCategory, ProductPage } from '@/lib/shared/schemas/catalogue-schema';

export type MenuPanelData = {
  subcategories: Pick<ApiCategory, 'id' | 'name'>[];
  products: { id: number; name: string; price: number; image: string | null; alt: string }[];
};

const loaded = new Map<number, Promise<MenuPanelData>>();

async function fetchPanel(categoryId: number): Promise<MenuPanelData> {
  // Either half may fail on its own; the panel still opens with what did load.
  const [subcategories, products] = await Promise.all([
    apiFetch<{ categories: ApiCategory[] }>(`/categories?parent_id=${categoryId}`)
      .then((r) => r.categories.map(({ id, name }) => ({ id, name })))
      .catch(() => []),
    apiFetch<ProductPage>(`/products?category_id=${categoryId}&per_page=${PAGE_SIZE.menuProducts}`)
      .then((r) =>
        r.products.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.price,
          image: p.primary_image_url,
          alt: p.images[0]?.alt || p.name,
        })),
      )
      .catch(() => []),
  ]);
  return { subcategories, products };
}

export function loadMenuPanel(categoryId: number): Promise<MenuPanelData> {
  let pending = loaded.get(categoryId);
  if (!pending) {
    pending = fetchPanel(categoryId);
    loaded.set(categoryId, pending);
  }
  return pending;
}
