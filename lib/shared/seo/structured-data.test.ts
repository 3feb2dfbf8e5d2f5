// The product's structured data, built from the data the product page sends the browser (product-page-data.ts)
// on the origin the server passes: absolute URLs, stock, and no rating without reviews.
import { productPageData } from '@/lib/shared/catalogue/product-page-data';
import { apiProduct } from '@/test-support/api-product';
import { breadcrumbListJsonLd, productJsonLd, urlOn } from './structured-data';
import { merchantTerms } from './merchant-terms';

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
    });
    expect(ld.offers.shippingDetails.deliveryTime.transitTime).toMatchObject({ minValue: 1, maxValue: 12 });
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
  type Offers = Record<string, unknown> & { offers: Record<string, unknown>[] };

  it('lists one Offer per size with its price and stock, in an AggregateOffer from lowest to highest', () => {
    const ld = productJsonLd(productPageData(ring), 'Shop', ORIGIN, TERMS) as unknown as { offers: Offers };
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      price: '12000.00',
      lowPrice: '12000.00',
      highPrice: '13100.00',
      offerCount: 3,
      priceCurrency: 'INR',
    });
    expect(ld.offers.offers.map((o) => [o['@type'], o.name, o.sku, o.price, o.availability])).toEqual([
      ['Offer', '10', 'temple-ring-10', '12000.00', 'https://schema.org/InStock'],
      ['Offer', '12', 'temple-ring-12', '12500.50', 'https://schema.org/OutOfStock'],
      ['Offer', '14', 'temple-ring-14', '13100.00', 'https://schema.org/InStock'],
    ]);
  });

  it("gives every Offer, the sizes' and the aggregate, shipping to India and the return policy", () => {
    const ld = productJsonLd(productPageData(ring), 'Shop', ORIGIN, TERMS) as unknown as { offers: Offers };
    for (const offer of [ld.offers, ...ld.offers.offers]) {
      expect(offer).toMatchObject({
        url: `${ORIGIN}/products/7`,
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
