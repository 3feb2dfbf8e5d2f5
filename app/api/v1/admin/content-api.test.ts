// Categories and carousel slides from the back office: the tree without cycles, a category that
// still holds products cannot be deleted (409 naming how many), slides with safe links, each write audited
// and shown by the storefront's API at once.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, categories, products } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { createShopper } from '@/test-support/create-shopper';
import { GET as shopCategories } from '@/app/api/v1/categories/route';
import { GET as shopCarousel } from '@/app/api/v1/carousel_images/route';
import { GET as listCategories, POST as createCategory } from './categories/route';
import { DELETE as deleteCategory, PATCH as patchCategory } from './categories/[id]/route';
import { GET as listSlides, POST as createSlide } from './carousel/route';
import { DELETE as deleteSlide, PATCH as patchSlide } from './carousel/[id]/route';

let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

describe('categories', () => {
  it('take the next free slug for a name already used, in one read however many there are', async () => {
    const make = (name: string) =>
      callRoute(createCategory, '/x', { method: 'POST', body: { name }, headers: staff.cookieHeaders });
    const slugs = [];
    for (let i = 0; i < 4; i++) slugs.push((await make('Kamarbandh Links')).body.category.slug);
    expect(slugs).toEqual(['kamarbandh-links', 'kamarbandh-links-2', 'kamarbandh-links-3', 'kamarbandh-links-4']);
    // A freed slug in the middle is taken again first.
    const second = (
      await (await getDb()).select().from(categories).where(eq(categories.slug, 'kamarbandh-links-2'))
    )[0];
    await callRoute(deleteCategory, '/x', {
      method: 'DELETE',
      params: { id: String(second.id) },
      headers: staff.cookieHeaders,
    });
    expect((await make('Kamarbandh Links')).body.category.slug).toBe('kamarbandh-links-2');
    expect((await make('Kamarbandh Links')).body.category.slug).toBe('kamarbandh-links-5');
  });

  it('are created under a parent, refuse a cycle, and answer the storefront at once', async () => {
    const parent = await callRoute(createCategory, '/x', {
      method: 'POST',
      body: { name: 'Bridal Sets', description: 'For the day' },
      headers: staff.cookieHeaders,
    });
    expect(parent.status).toBe(201);
    expect(parent.body.category).toMatchObject({
      name: 'Bridal Sets',
      slug: 'bridal-sets',
      parent_id: null,
      products_count: 0,
    });
    const child = await callRoute(createCategory, '/x', {
      method: 'POST',
      body: { name: 'Temple Bridal', parent_id: parent.body.category.id },
      headers: staff.cookieHeaders,
    });
    const cycle = await callRoute(patchCategory, '/x', {
      method: 'PATCH',
      params: { id: String(parent.body.category.id) },
      body: { parent_id: child.body.category.id },
      headers: staff.cookieHeaders,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors.parent_id).toBeDefined();
    const shop = await callRoute(shopCategories, '/api/v1/categories');
    expect(shop.body.categories.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Bridal Sets', 'Temple Bridal']),
    );
    expect((await callRoute(listCategories, '/x', { headers: staff.cookieHeaders })).body.categories.length).toBe(
      shop.body.categories.length,
    );
    const bad = await callRoute(createCategory, '/x', {
      method: 'POST',
      body: { name: '', image_url: 'javascript:alert(1)' },
      headers: staff.cookieHeaders,
    });
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'image_url']));
  });

  it('cannot be deleted while holding products or subcategories, and renaming one follows into search', async () => {
    const db = await getDb();
    const [held] = await db
      .select({ id: products.categoryId })
      .from(products)
      .where(eq(products.active, true))
      .limit(1);
    const [{ n }] = await db.$count(products, eq(products.categoryId, held.id!)).then((count) => [{ n: count }]);
    const refused = await callRoute(deleteCategory, '/x', {
      method: 'DELETE',
      params: { id: String(held.id) },
      headers: staff.cookieHeaders,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This category still holds ${n} ${n === 1 ? 'product' : 'products'}: move ${n === 1 ? 'it' : 'them'} to another category first`,
    );
    const [category] = await db.select().from(categories).where(eq(categories.id, held.id!));
    await callRoute(patchCategory, '/x', {
      method: 'PATCH',
      params: { id: String(held.id) },
      body: { name: 'Zzyzx Pieces' },
      headers: staff.cookieHeaders,
    });
    const [piece] = await db
      .select({ text: products.searchText })
      .from(products)
      .where(eq(products.categoryId, held.id!))
      .limit(1);
    expect(piece.text).toContain('Zzyzx Pieces');
    expect(piece.text).not.toContain(category.name);
    const empty = await callRoute(createCategory, '/x', {
      method: 'POST',
      body: { name: 'Empty One' },
      headers: staff.cookieHeaders,
    });
    expect(
      (
        await callRoute(deleteCategory, '/x', {
          method: 'DELETE',
          params: { id: String(empty.body.category.id) },
          headers: staff.cookieHeaders,
        })
      ).status,
    ).toBe(204);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entityType, 'category'))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['category.create', 'category.update', 'category.delete']));
  });
});

describe('carousel slides', () => {
  it('refuse a picture path that leaves /media/ once its dot segments are resolved', async () => {
    for (const image_url of [
      '/media/../api/v1/auth/me',
      '/media/./../api/v1/auth/me',
      '/media/%2e%2e/api/v1/auth/me',
      '/media/carousel/../../api',
      '/media\\..\\api',
      '/media/./x.webp',
    ]) {
      const made = await callRoute(createSlide, '/x', {
        method: 'POST',
        body: { image_url, title: 'x' },
        headers: staff.cookieHeaders,
      });
      expect({ image_url, status: made.status, fields: Object.keys(made.body.errors ?? {}) }).toEqual({
        image_url,
        status: 400,
        fields: ['image_url'],
      });
    }
    const [slide] = (await callRoute(listSlides, '/x', { headers: staff.cookieHeaders })).body.slides;
    if (slide) {
      const patched = await callRoute(patchSlide, '/x', {
        method: 'PATCH',
        params: { id: String(slide.id) },
        body: { image_url: '/media/../api/v1/auth/me' },
        headers: staff.cookieHeaders,
      });
      expect(patched.status).toBe(400);
    }
    const category = await callRoute(createCategory, '/x', {
      method: 'POST',
      body: { name: 'Dotted', image_url: '/media/../api/v1/auth/me' },
      headers: staff.cookieHeaders,
    });
    expect(category.status).toBe(400);
  });

  it('are created, edited and deleted, with links kept inside the shop or on https', async () => {
    const made = await callRoute(createSlide, '/x', {
      method: 'POST',
      body: { image_url: '/media/carousel/1.webp', title: 'Diwali edit', button_link: '/products?category=earrings' },
      headers: staff.cookieHeaders,
    });
    expect(made.status).toBe(201);
    const evil = await callRoute(createSlide, '/x', {
      method: 'POST',
      body: { image_url: '/media/carousel/1.webp', title: 'x', button_link: 'javascript:alert(1)' },
      headers: staff.cookieHeaders,
    });
    expect(evil.status).toBe(400);
    const protocolRelative = await callRoute(createSlide, '/x', {
      method: 'POST',
      body: { image_url: '/media/carousel/1.webp', title: 'x', button_link: '//evil.example' },
      headers: staff.cookieHeaders,
    });
    expect(protocolRelative.status).toBe(400);
    const shop = await callRoute(shopCarousel, '/api/v1/carousel_images');
    expect(JSON.stringify(shop.body)).toContain('Diwali edit');
    const params = { id: String(made.body.slide.id) };
    const hidden = await callRoute(patchSlide, '/x', {
      method: 'PATCH',
      params,
      body: { active: false },
      headers: staff.cookieHeaders,
    });
    expect(hidden.body.slide.active).toBe(false);
    expect(JSON.stringify((await callRoute(shopCarousel, '/api/v1/carousel_images')).body)).not.toContain(
      'Diwali edit',
    );
    expect(
      (await callRoute(listSlides, '/x', { headers: staff.cookieHeaders })).body.slides.map(
        (s: { title: string }) => s.title,
      ),
    ).toContain('Diwali edit');
    expect(
      (await callRoute(deleteSlide, '/x', { method: 'DELETE', params, headers: staff.cookieHeaders })).status,
    ).toBe(204);
  });

  it('are closed to shoppers', async () => {
    const shopper = await createShopper();
    expect((await callRoute(listSlides, '/x', { headers: shopper.cookieHeaders })).status).toBe(403);
  });
});
