// The catalogue half of the API (spec section 7, "Shop and catalogue") over the seeded demo shop: one product,
// a category's products, search, the carousel, unknown paths.
import { eq } from 'drizzle-orm';
import { GET as getLegalPage } from './shop/legal/[slug]/route';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { getDb } from '@/lib/server/db';
import { carouselImages } from '@/lib/server/db/schema';
import { GET as getCategories } from './categories/route';
import { GET as getCategoryProducts } from './categories/[id]/products/route';
import { GET as getProducts } from './products/route';
import { GET as getProductById } from './products/[id]/route';
import { GET as getSearch } from './search/route';
import { GET as getCarousel } from './carousel_images/route';
import { POST as trackView } from './carousel_images/[id]/track_view/route';
import { POST as trackClick } from './carousel_images/[id]/track_click/route';
import { GET as unknownGet, POST as unknownPost } from './[...path]/route';

type Category = { id: number; name: string; parent_id: number | null; products_count: number };

const products = (query = '') => callRoute(getProducts, `/api/v1/products${query}`);

beforeAll(async () => {
  await seedCatalogue();
});

describe('GET /products/{id}', () => {
  it('answers one product under the key product', async () => {
    const [first] = (await products('?per_page=1')).body.products;
    const { status, body } = await callRoute(getProductById, `/api/v1/products/${first.id}`, {
      params: { id: String(first.id) },
    });
    expect(status).toBe(200);
    // The product's own endpoint adds its sizes (variants), which lists leave out.
    const { variants, ...listed } = body.product;
    expect(listed).toEqual(first);
    expect(variants.map((v: { size: string }) => v.size)).toEqual(first.sizes);
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '1.5', '-3', '99999999999999']) {
      const { status, body } = await callRoute(getProductById, `/api/v1/products/${id}`, { params: { id } });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Product not found', error_code: 'NOT_FOUND' });
    }
  });
});

describe('GET /categories/{id}/products', () => {
  it('lists per_page products of the category tree', async () => {
    const [root]: Category[] = (await callRoute(getCategories, '/api/v1/categories?root_only=true')).body.categories;
    const { status, body } = await callRoute(getCategoryProducts, `/api/v1/categories/${root.id}/products?per_page=4`, {
      params: { id: String(root.id) },
    });
    expect(status).toBe(200);
    expect(body.products).toHaveLength(Math.min(4, root.products_count));
    expect(body.pagination.total_count).toBe(root.products_count);
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await callRoute(getCategoryProducts, '/api/v1/categories/424242/products', {
      params: { id: '424242' },
    });
    expect(status).toBe(404);
    expect(body.error_code).toBe('NOT_FOUND');
  });
});

describe('GET /search', () => {
  it('answers the latest products for sort_by=created_desc', async () => {
    const { status, body } = await callRoute(getSearch, '/api/v1/search?q=&sort_by=created_desc&per_page=4&page=1');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(4);
    expect(body.products).toEqual((await products('?per_page=4')).body.products);
  });

  it('ranks matches for q and refuses an unknown sort_by', async () => {
    const { body } = await callRoute(getSearch, '/api/v1/search?q=kundan&per_page=5');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0].name.toLowerCase()).toContain('kundan');
    const bad = await callRoute(getSearch, '/api/v1/search?q=ring&sort_by=random');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['sort_by']);
  });
});

describe('carousel images', () => {
  it('lists slides sorted by position', async () => {
    const { status, body } = await callRoute(getCarousel, '/api/v1/carousel_images');
    expect(status).toBe(200);
    const positions = body.carousel_images.map((s: { position: number }) => s.position);
    expect(body.carousel_images.length).toBeGreaterThanOrEqual(4);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
    expect(body.carousel_images.some((s: { button_link: string }) => /^https?:\/\//.test(s.button_link))).toBe(true);
  });

  // Once per visitor per slide per hour (carousel_images/carousel-tracking.test.ts): these calls come from one client.
  it('counts views and clicks and answers 204, 404 for an unknown slide', async () => {
    const [slide] = (await callRoute(getCarousel, '/api/v1/carousel_images')).body.carousel_images;
    const params = { id: String(slide.id) };
    expect(
      (await callRoute(trackView, `/api/v1/carousel_images/${slide.id}/track_view`, { method: 'POST', params })).status,
    ).toBe(204);
    expect(
      (await callRoute(trackView, `/api/v1/carousel_images/${slide.id}/track_view`, { method: 'POST', params })).status,
    ).toBe(204);
    expect(
      (await callRoute(trackClick, `/api/v1/carousel_images/${slide.id}/track_click`, { method: 'POST', params }))
        .status,
    ).toBe(204);
    const db = await getDb();
    const [row] = await db.select().from(carouselImages).where(eq(carouselImages.id, slide.id));
    expect({ views: row.viewCount, clicks: row.clickCount }).toEqual({ views: 1, clicks: 1 });

    const missing = await callRoute(trackClick, '/api/v1/carousel_images/9999/track_click', {
      method: 'POST',
      params: { id: '9999' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe('NOT_FOUND');
  });
});

describe('unknown /api/v1 paths', () => {
  it('answer 404 JSON', async () => {
    for (const handler of [unknownGet, unknownPost]) {
      const { status, body } = await callRoute(handler, '/api/v1/nope');
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Not found', error_code: 'ROUTE_NOT_FOUND' });
    }
  });
});

describe('GET /shop/legal/{slug}', () => {
  it('answers one legal page for the footer dialog, sanitized, with its date formatted for India', async () => {
    const { status, body } = await callRoute(getLegalPage, '/api/v1/shop/legal/privacy-policy', {
      params: { slug: 'privacy-policy' },
    });
    expect(status).toBe(200);
    expect(body.legal_page).toMatchObject({ slug: 'privacy-policy', label: 'Privacy Policy' });
    expect(body.legal_page.html).toContain('<h3>');
    expect(body.legal_page.html).not.toMatch(/<script|onerror=|onclick=/i);
    expect(body.legal_page.updatedAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it('answers 404 with the error shape for a page the shop does not have', async () => {
    const { status, body } = await callRoute(getLegalPage, '/api/v1/shop/legal/nope', { params: { slug: 'nope' } });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Legal page not found', error_code: expect.any(String) });
  });
});
