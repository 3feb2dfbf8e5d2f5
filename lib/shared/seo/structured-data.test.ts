// The product's structured data, built from the data the product page sends the browser (product-page-data.ts)
// on the origin the server passes: absolute URLs, stock, and no rating without reviews.
import { categoryAncestors, productPageData } from '@/lib/shared/catalogue/product-page-data';
import { apiProduct } from '@/test-support/api-product';
import { breadcrumbListJsonLd, productJsonLd, urlOn } from './structured-data';
import { merchantTerms, pieceTerms } from './merchant-terms';

const ORIGIN = 'https://shop.example.in';
const TERMS = merchantTerms({
  return_window_days: 15,
  delivery: { days: { same_city: 2, same_state: 3, metro: 4, rest: 6, remote: 9 } },
});

const product = apiProduct({
  image_urls: ['/media/products/a-1.webp', 'https://cdn.example.com/a-2.webp'],
  isNew: true,
  metal: '22K Gold',
  purity: '916',
  weight_grams: 8.5,
});

describe('productJsonLd', () => {
  it('holds the fields search engines read, with absolute URLs', () => {
    const ld = productJsonLd(productPageData(product), 'Aabha Jewels', ORIGIN, TERMS) as unknown as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Kundan Jhumka Earrings',
      image: [`${ORIGIN}/media/products/a-1.webp`, 'https://cdn.example.com/a-2.webp'],
      description: 'Handmade jhumkas.',
      sku: 'kundan-jhumka-earrings',
      brand: { '@type': 'Brand', name: 'Aabha Jewels' },
      category: 'Jhumkas',
      material: '22K Gold',
      offers: {
        price: '2599.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/7`,
      },
      aggregateRating: { ratingValue: 4.4, reviewCount: 12 },
    });
  });

  it('carries the approved reviews the page shows, each with its stars, author and text', () => {
    const review = {
      id: 1,
      rating: 5,
      title: 'Lovely',
      body: 'Wore it twice.',
      photo_url: null,
      author: 'Priya S.',
      reply: null,
      replied_at: null,
      created_at: '2026-10-02T08:00:00.000Z',
    };
    const ld = productJsonLd(productPageData(product), 'Shop', ORIGIN, TERMS, [review]) as { review?: unknown };
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Priya S.' },
        name: 'Lovely',
        reviewBody: 'Wore it twice.',
        datePublished: '2026-10-02',
      },
    ]);
    // Reviews of a piece whose count says none are not printed (the count and the list come from one moderation).
    const unrated = productJsonLd(productPageData({ ...product, reviewCount: 0 }), 'Shop', ORIGIN, TERMS, [review]);
    expect(unrated).not.toHaveProperty('review');
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('says out of stock and leaves out a rating without reviews', () => {
    const ld = productJsonLd(
      productPageData({ ...product, inStock: false, reviewCount: 0, slug: '' }),
      'Shop',
      ORIGIN,
      TERMS,
    ) as unknown as Record<string, unknown>;
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld.sku).toBe('7');
  });

  it('takes the described pictures, in order, when the product has them', () => {
    const described = {
      ...product,
      images: [
        { id: 1, url: 'media/products/b.webp', alt: 'Front', position: 0 },
        { id: 2, url: '/media/products/c.webp', alt: '', position: 1 },
      ],
    };
    expect(productPageData(described).pictures).toEqual([
      { src: '/media/products/b.webp', alt: 'Front' },
      { src: '/media/products/c.webp', alt: 'Kundan Jhumka Earrings, picture 2' },
    ]);
    expect(productJsonLd(productPageData(described), 'Shop', ORIGIN, TERMS).image).toEqual([
      `${ORIGIN}/media/products/b.webp`,
      `${ORIGIN}/media/products/c.webp`,
    ]);
  });
});

describe("the Offer's merchant-listing fields", () => {
  it('ships free to India with handling and transit days from the settings, and returns within the window', () => {
    const ld = productJsonLd(productPageData(product), 'Shop', ORIGIN, TERMS) as unknown as {
      offers: Record<string, unknown>;
    };
    expect(ld.offers.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'INR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 3, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 9, unitCode: 'DAY' },
      },
    });
    expect(ld.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      merchantReturnLink: `${ORIGIN}/policies/returns`,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 15,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
  });

  it("says returns are not accepted when the window is 0 days, and follows the owner's delivery days", () => {
    const terms = merchantTerms({
      return_window_days: 0,
      delivery: { days: { same_city: 1, same_state: 2, metro: 3, rest: 5, remote: 12 } },
    });
    const ld = productJsonLd(productPageData(product), 'Shop', ORIGIN, terms) as unknown as {
      offers: { hasMerchantReturnPolicy: unknown; shippingDetails: { deliveryTime: { transitTime: unknown } } };
    };
    expect(ld.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: `${ORIGIN}/policies/returns`,
    });
    expect(ld.offers.shippingDetails.deliveryTime.transitTime).toMatchObject({ minValue: 1, maxValue: 12 });
  });

  it('says what the page says of a made-to-order piece: backordered, its lead time to ship, not returnable', () => {
    type Offer = {
      availability: string;
      shippingDetails: { deliveryTime: { handlingTime: unknown; transitTime: unknown } };
      hasMerchantReturnPolicy: unknown;
    };
    const made = apiProduct({ stock_quantity: 0, inStock: true, made_to_order: { lead_time_days: 21 } });
    const ld = productJsonLd(productPageData(made), 'Shop', ORIGIN, TERMS) as unknown as { offers: Offer };
    expect(ld.offers.availability).toBe('https://schema.org/BackOrder');
    expect(ld.offers.shippingDetails.deliveryTime.handlingTime).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 21,
      maxValue: 21,
      unitCode: 'DAY',
    });
    expect(ld.offers.shippingDetails.deliveryTime.transitTime).toMatchObject({ minValue: 2, maxValue: 9 });
    expect(ld.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: `${ORIGIN}/policies/returns`,
    });
    // Each size of a made-to-order piece alike.
    const sized = apiProduct({
      made_to_order: { lead_time_days: 10 },
      sizes: ['10'],
      variants: [{ size: '10', price: 100, stock_quantity: 0, inStock: true, price_breakup: product.price_breakup }],
    });
    const group = productJsonLd(productPageData(sized), 'Shop', ORIGIN, TERMS) as unknown as {
      hasVariant: { offers: Offer }[];
    };
    expect(group.hasVariant[0]!.offers).toMatchObject({
      availability: 'https://schema.org/BackOrder',
      shippingDetails: { deliveryTime: { handlingTime: { minValue: 10, maxValue: 10 } } },
      hasMerchantReturnPolicy: { returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' },
    });
  });
});

describe('pieceTerms', () => {
  it("decides a piece's availability, handling time and returns once, for the page, the Offer and the feeds", () => {
    expect(pieceTerms(TERMS, { inStock: true, madeToOrderDays: null })).toMatchObject({
      availability: 'in_stock',
      handlingDays: { min: 2, max: 3 },
      returnDays: 15,
      leadTimeDays: null,
    });
    expect(pieceTerms(TERMS, { inStock: false, madeToOrderDays: null })).toMatchObject({
      availability: 'out_of_stock',
      returnDays: 15,
    });
    expect(pieceTerms(TERMS, { inStock: true, madeToOrderDays: 21 })).toMatchObject({
      availability: 'backorder',
      handlingDays: { min: 21, max: 21 },
      returnDays: 0,
      leadTimeDays: 21,
    });
  });
});

describe("a piece in sizes: each size's own Offer", () => {
  const ring = apiProduct({
    slug: 'temple-ring',
    price: 12000,
    originalPrice: null,
    sizes: ['10', '12', '14'],
    price_from: true,
    variants: [
      { size: '10', price: 12000, stock_quantity: 2, inStock: true, price_breakup: product.price_breakup },
      { size: '12', price: 12500.5, stock_quantity: 0, inStock: false, price_breakup: product.price_breakup },
      { size: '14', price: 13100, stock_quantity: 1, inStock: true, price_breakup: product.price_breakup },
    ],
  });
  type Variant = Record<string, unknown> & { offers: Record<string, unknown> };
  type Group = Record<string, unknown> & { hasVariant: Variant[] };
  const group = () => productJsonLd(productPageData(ring), 'Shop', ORIGIN, TERMS) as unknown as Group;

  it('is a ProductGroup of one Product per size, each at its own address with its own price and stock', () => {
    const ld = group();
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Kundan Jhumka Earrings',
      productGroupID: 'temple-ring',
      variesBy: 'https://schema.org/size',
      url: `${ORIGIN}/products/7`,
    });
    expect(ld).not.toHaveProperty('offers');
    expect(ld.hasVariant.map((v) => [v['@type'], v.size, v.sku, v.url, v.offers.price, v.offers.availability])).toEqual(
      [
        ['Product', '10', 'temple-ring-10', `${ORIGIN}/products/7?size=10`, '12000.00', 'https://schema.org/InStock'],
        [
          'Product',
          '12',
          'temple-ring-12',
          `${ORIGIN}/products/7?size=12`,
          '12500.50',
          'https://schema.org/OutOfStock',
        ],
        ['Product', '14', 'temple-ring-14', `${ORIGIN}/products/7?size=14`, '13100.00', 'https://schema.org/InStock'],
      ],
    );
    for (const v of ld.hasVariant) expect(v.offers.url).toBe(v.url);
  });

  it("gives every size's Offer shipping to India and the return policy", () => {
    for (const { offers } of group().hasVariant) {
      expect(offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'INR',
        itemCondition: 'https://schema.org/NewCondition',
        shippingDetails: {
          shippingDestination: { addressCountry: 'IN' },
          shippingRate: { currency: 'INR', value: '0.00' },
        },
        hasMerchantReturnPolicy: { applicableCountry: 'IN', merchantReturnDays: 15 },
      });
    }
  });

  it("holds the properties Google's documentation requires and recommends for variants and merchant listings", () => {
    // developers.google.com/search/docs/appearance/structured-data/product-variants and merchant-listing.
    const ld = group();
    for (const key of ['name', 'productGroupID', 'variesBy', 'hasVariant', 'brand', 'description', 'url', 'image']) {
      expect([key, ld[key]]).toEqual([key, expect.anything()]);
    }
    for (const v of ld.hasVariant) {
      for (const key of ['name', 'image', 'offers', 'sku', 'size', 'url']) {
        expect([v.sku, key, v[key]]).toEqual([v.sku, key, expect.anything()]);
      }
      for (const key of [
        'price',
        'priceCurrency',
        'availability',
        'url',
        'shippingDetails',
        'hasMerchantReturnPolicy',
      ]) {
        expect([v.sku, key, v.offers[key]]).toEqual([v.sku, key, expect.anything()]);
      }
      expect(v.offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(v.offers.priceCurrency).toBe('INR');
    }
    // Variants differ by the property the group names, and no two share an address or a sku.
    expect(new Set(ld.hasVariant.map((v) => v.size)).size).toBe(3);
    expect(new Set(ld.hasVariant.map((v) => v.url)).size).toBe(3);
    expect(new Set(ld.hasVariant.map((v) => v.sku)).size).toBe(3);
  });

  it('keeps a single Offer for a piece sold in one form', () => {
    const { offers } = productJsonLd(productPageData(product), 'Shop', ORIGIN, TERMS);
    expect(offers).toMatchObject({ '@type': 'Offer', price: '2599.00' });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1 and makes every step absolute', () => {
    const ld = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Rings', path: '/products?category_id=3' },
      ],
      ORIGIN,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Rings', item: `${ORIGIN}/products?category_id=3` },
    ]);
  });
});

describe('urlOn', () => {
  it('puts paths on the origin and keeps absolute URLs', () => {
    expect(urlOn(ORIGIN, 'media/a.webp')).toBe(`${ORIGIN}/media/a.webp`);
    expect(urlOn(ORIGIN, 'HTTPS://cdn.example.com/a.webp')).toBe('HTTPS://cdn.example.com/a.webp');
  });
});

describe('priceValidUntil and sale prices', () => {
  it("says a rate-priced piece's price holds until the end of the shop's day (IST), and a fixed price nothing", () => {
    const byWeight = apiProduct({ pricing_kind: 'weight', originalPrice: null });
    // 18:29 UTC is 23:59 IST; 18:30 UTC is already the next day in India.
    const before = productPageData(byWeight, new Date('2026-11-28T18:29:59Z'));
    const after = productPageData(byWeight, new Date('2026-11-28T18:30:00Z'));
    expect(productJsonLd(before, 'Shop', ORIGIN, TERMS).offers).toMatchObject({ priceValidUntil: '2026-11-28' });
    expect(productJsonLd(after, 'Shop', ORIGIN, TERMS).offers).toMatchObject({ priceValidUntil: '2026-11-29' });
    const fixed = productJsonLd(productPageData(product), 'Shop', ORIGIN, TERMS).offers;
    expect(fixed).not.toHaveProperty('priceValidUntil');
  });

  it('marks the original price of a piece on sale as a strikethrough price, and none when not on sale', () => {
    const { offers } = productJsonLd(productPageData(product), 'Shop', ORIGIN, TERMS);
    expect(offers).toMatchObject({
      price: '2599.00',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '3499.00',
        priceCurrency: 'INR',
      },
    });
    const full = productJsonLd(productPageData({ ...product, originalPrice: null }), 'Shop', ORIGIN, TERMS);
    expect(full.offers).not.toHaveProperty('priceSpecification');
    // An original price no higher than the price paid is no sale.
    const same = productJsonLd(productPageData({ ...product, originalPrice: 2599 }), 'Shop', ORIGIN, TERMS);
    expect(same.offers).not.toHaveProperty('priceSpecification');
  });

  it('leaves out the image list of a piece without pictures rather than send an empty one', () => {
    const bare = productPageData({ ...product, image_urls: [], images: [], primary_image_url: null });
    expect(productJsonLd(bare, 'Shop', ORIGIN, TERMS)).not.toHaveProperty('image');
  });
});

describe("the product's breadcrumb", () => {
  it('names the parent categories before the category, outermost first', () => {
    const categories = [
      { id: 1, name: 'Jewellery', parent_id: null },
      { id: 2, name: 'Earrings', parent_id: 1 },
      { id: 3, name: 'Jhumkas', parent_id: 2 },
    ];
    const ancestors = categoryAncestors(3, categories);
    expect(ancestors).toEqual([
      { id: 1, name: 'Jewellery' },
      { id: 2, name: 'Earrings' },
    ]);
    const trail = productPageData(product, undefined, ancestors).trail;
    expect(trail.map((t) => t.name)).toEqual(['Home', 'Products', 'Jewellery', 'Earrings', 'Jhumkas']);
    expect(trail[3]).toEqual({ name: 'Earrings', path: '/products?category_id=2' });
    // A top-level category has no parents; a loop in the data ends the walk.
    expect(categoryAncestors(1, categories)).toEqual([]);
    expect(categoryAncestors(3, [{ id: 3, name: 'Jhumkas', parent_id: 3 }])).toEqual([]);
  });
});
