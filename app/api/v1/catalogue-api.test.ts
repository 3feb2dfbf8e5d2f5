// The catalogue half of the API (spec section 7, "Shop and catalogue") over the seeded demo shop:
// settings, legal pages, categories, the product list.
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { GET as getSettings } from './shop/settings/route';
import { GET as getCategories } from './categories/route';
import { GET as getProducts } from './products/route';
import { SORT_VALUES } from '@/lib/shared/constants';

type Product = { id: number; name: string; price: number; category_id: number | null; [key: string]: unknown };
type Category = { id: number; name: string; parent_id: number | null; products_count: number };

const products = (query = '') => callRoute(getProducts, `/api/v1/products${query}`);

beforeAll(async () => {
  await seedCatalogue();
});

describe('GET /shop/settings', () => {
  it('answers the settings object with every section of the spec', async () => {
    const { status, body } = await callRoute(getSettings, '/api/v1/shop/settings');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      // The spec's sections, the seller, return window and delivery estimates, and cash on delivery (with the
      // hours a first COD order has to be confirmed).
      [
        'cart_enabled',
        'company',
        'contact',
        'copyright',
        'legal_links',
        'social_links',
        'stats',
        'theme_colors',
        'seller',
        'return_window_days',
        'delivery',
        'cod_enabled',
        'cod_max_order_value',
        'cod_zones',
        'cod_confirm_hours',
        // Selling: old-gold exchange, EMI plans and cart reminders.
        'exchange_enabled',
        'exchange_deduction_percent',
        'exchange_purities',
        'exchange_max_weight_grams',
        'emi_plans',
        'cart_reminder_after_hours',
      ].sort(),
    );
    expect(body).toMatchObject({
      exchange_enabled: true,
      exchange_deduction_percent: 2,
      exchange_purities: ['gold_24k', 'gold_22k', 'gold_18k'],
      emi_plans: [
        { months: 3, annual_interest_percent: 0, min_order_value: 10_000 },
        { months: 6, annual_interest_percent: 0, min_order_value: 10_000 },
        { months: 12, annual_interest_percent: 15, min_order_value: 25_000 },
      ],
      cart_reminder_after_hours: 4,
    });
    expect(body).toMatchObject({
      cod_enabled: true,
      cod_max_order_value: 50_000,
      cod_zones: { metro: true, remote: false },
      cod_confirm_hours: 24,
    });
    expect(body.company.description.length).toBeGreaterThan(150);
    expect(body.contact.address.country).toBe('India');
    expect(body.contact.phone).toMatch(/^\+91/);
    expect(body.social_links.map((s: { icon: string }) => s.icon).sort()).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Twitter',
    ]);
    expect(body.legal_links.map((l: { slug: string }) => l.slug)).toEqual(
      expect.arrayContaining(['privacy-policy', 'terms-of-service', 'return-policy', 'shipping-policy']),
    );
    expect(body.stats).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Certified Jewelry', value: '1000+' })]),
    );
    expect(body.theme_colors.primary_color).toBe('#185b6c');
    expect(body.cart_enabled).toBe(true);
  });
});

describe('GET /categories', () => {
  it('lists every category with image and a count that includes subcategories', async () => {
    const { status, body } = await callRoute(getCategories, '/api/v1/categories');
    expect(status).toBe(200);
    const all: Category[] = body.categories;
    const roots = all.filter((c) => c.parent_id === null);
    expect(roots.length).toBeGreaterThanOrEqual(8);
    for (const root of roots) {
      const children = all.filter((c) => c.parent_id === root.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(root.products_count).toBeGreaterThanOrEqual(children.reduce((sum, c) => sum + c.products_count, 0));
    }
    expect(all.every((c) => typeof c.products_count === 'number' && 'image_url' in c)).toBe(true);
  });

  it('filters to root categories and to the children of one parent', async () => {
    const roots = (await callRoute(getCategories, '/api/v1/categories?root_only=true')).body.categories as Category[];
    expect(roots.length).toBeGreaterThanOrEqual(8);
    expect(roots.every((c) => c.parent_id === null)).toBe(true);
    const children = (await callRoute(getCategories, `/api/v1/categories?parent_id=${roots[0].id}`)).body
      .categories as Category[];
    expect(children.length).toBeGreaterThanOrEqual(2);
    expect(children.every((c) => c.parent_id === roots[0].id)).toBe(true);
  });

  it('refuses bad filter values with 400 naming the field', async () => {
    for (const query of ['root_only=maybe', 'parent_id=abc', 'parent_id=-1']) {
      const { status, body } = await callRoute(getCategories, `/api/v1/categories?${query}`);
      expect(status).toBe(400);
      expect(body.error_code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors)).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /products', () => {
  it('pages 12 at a time by default, newest first, with the pagination block', async () => {
    const { status, body } = await products();
    expect(status).toBe(200);
    expect(body.products).toHaveLength(12);
    expect(body.pagination).toEqual({
      current_page: 1,
      per_page: 12,
      total_pages: expect.any(Number),
      total_count: expect.any(Number),
    });
    expect(body.pagination.total_count).toBeGreaterThanOrEqual(150);
    expect(body.pagination.total_pages).toBe(Math.ceil(body.pagination.total_count / 12));
    const dates = body.products.map((p: Product) => p.created_at as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers a product with the spec field names and rupee prices', async () => {
    const [product] = (await products('?per_page=1')).body.products;
    expect(Object.keys(product)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'price',
        'originalPrice',
        'discount',
        'image_urls',
        'primary_image_url',
        'images',
        'category',
        'category_id',
        'isNew',
        'rating',
        'reviewCount',
        'description',
        'tags',
        'sizes',
        'inStock',
        'stock_quantity',
        'metal',
        'purity',
        'weight_grams',
        'created_at',
      ]),
    );
    expect(product.image_urls.length).toBeGreaterThanOrEqual(2);
    expect(product.primary_image_url).toBe(product.image_urls[0]);
    expect(product.category).toEqual({ id: product.category_id, name: expect.any(String) });
  });

  it('sorts by each of the six orders of section 9', async () => {
    const keyOf: Record<string, (p: Product) => number | string> = {
      created_at_desc: (p) => String(p.created_at),
      created_at_asc: (p) => String(p.created_at),
      price_asc: (p) => p.price,
      price_desc: (p) => p.price,
      name_asc: (p) => p.name,
      name_desc: (p) => p.name,
    };
    for (const sort of SORT_VALUES) {
      const list: Product[] = (await products(`?sort=${sort}&per_page=40`)).body.products;
      const keys = list.map(keyOf[sort]);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
    }
  });

  it('filters by a root category including its subcategories, and by a price range in rupees', async () => {
    const all: Category[] = (await callRoute(getCategories, '/api/v1/categories')).body.categories;
    const root = all.find(
      (c) => c.parent_id === null && all.some((child) => child.parent_id === c.id && child.products_count > 0),
    )!;
    const treeIds = new Set([root.id, ...all.filter((c) => c.parent_id === root.id).map((c) => c.id)]);
    const { body } = await products(`?category_id=${root.id}&per_page=100`);
    expect(body.pagination.total_count).toBe(root.products_count);
    expect(body.products.every((p: Product) => treeIds.has(p.category_id!))).toBe(true);

    const ranged = (await products('?min_price=1000&max_price=5000&per_page=100')).body;
    expect(ranged.pagination.total_count).toBeGreaterThan(0);
    expect(ranged.products.every((p: Product) => p.price >= 1000 && p.price <= 5000)).toBe(true);
  });

  it('lists only featured products with featured=true', async () => {
    const { body } = await products('?featured=true&per_page=8&page=1');
    expect(body.products.length).toBeGreaterThanOrEqual(8);
    expect(body.products.every((p: Product) => p.featured === true)).toBe(true);
  });

  it('searches names, tags and categories, forgiving typos', async () => {
    const all: Category[] = (await callRoute(getCategories, '/api/v1/categories')).body.categories;
    const necklaceRoot = all.find((c) => c.name === 'Necklaces')!;
    const necklaceTree = new Set([
      necklaceRoot.id,
      ...all.filter((c) => c.parent_id === necklaceRoot.id).map((c) => c.id),
    ]);
    const necklaces = (await products('?search=neckalce&per_page=100')).body;
    expect(necklaces.pagination.total_count).toBeGreaterThan(0);
    const isNecklace = (p: Product) =>
      necklaceTree.has(p.category_id!) || /neckla/i.test(`${p.name} ${(p.tags as string[]).join(' ')}`);
    expect(necklaces.products.filter((p: Product) => !isNecklace(p))).toEqual([]);

    const jhumkas = (await products('?search=jhumka')).body;
    expect(jhumkas.pagination.total_count).toBeGreaterThan(0);
    expect(
      jhumkas.products.every((p: Product) =>
        `${p.name} ${(p.tags as string[]).join(' ')} ${(p.category as { name: string }).name}`
          .toLowerCase()
          .includes('jhumka'),
      ),
    ).toBe(true);

    const nothing = (await products('?search=zqxwvy')).body;
    expect(nothing).toEqual({
      products: [],
      pagination: { current_page: 1, per_page: 12, total_pages: 0, total_count: 0 },
    });
  });

  it('ranks products named for the corrected word above those that match only through their category', async () => {
    const { body } = await products('?search=neckalce&per_page=24');
    const names: string[] = body.products.map((p: Product) => p.name);
    const namedNecklaces = names.filter((name) => /\bnecklaces?\b/i.test(name)).length;
    expect(namedNecklaces).toBeGreaterThan(2);
    expect(names.slice(0, namedNecklaces).every((name) => /\bnecklaces?\b/i.test(name))).toBe(true);

    // Spelt right, the same order: a name match first, then the rest of the necklace tree.
    const spelt: string[] = (await products('?search=necklace&per_page=24')).body.products.map((p: Product) => p.name);
    expect(spelt).toEqual(names);

    // Pages run across the tiers without a gap or a repeat.
    const everything = (await products('?search=necklace&per_page=100')).body;
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(everything.pagination.total_count / 7); page++) {
      paged.push(
        ...(await products(`?search=necklace&per_page=7&page=${page}`)).body.products.map((p: Product) => p.name),
      );
    }
    expect(paged).toEqual(everything.products.map((p: Product) => p.name));
  });

  it('treats SQL and punctuation in a search as plain text', async () => {
    for (const search of ["'; DROP TABLE products; --", '%%%', '<script>alert(1)</script>', 'ring & | ! :*']) {
      const { status } = await products(`?search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
    }
    expect((await products()).body.pagination.total_count).toBeGreaterThanOrEqual(150);
  });

  it('refuses bad query values with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['page=abc', 'page'],
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=1.5', 'per_page'],
      ['min_price=-5', 'min_price'],
      ['min_price=500000', 'min_price'],
      ['max_price=100001', 'max_price'],
      ['sort=cheapest', 'sort'],
      ['category_id=x', 'category_id'],
      ['min_price=5000&max_price=1000', 'max_price'],
      ['featured=yes', 'featured'],
      [`search=${'a'.repeat(201)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await products(`?${query}`);
      expect({ query, status, code: body.error_code, fields: Object.keys(body.errors ?? {}) }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
      expect(body.message).toContain(field);
    }
  });

  it('answers an empty page past the end rather than an error', async () => {
    const { status, body } = await products('?page=9999');
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
  });
});
