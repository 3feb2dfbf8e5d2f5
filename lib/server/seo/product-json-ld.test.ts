import { toApiBreakup } from '@/lib/shared/pricing/breakup-view';
import { fixedPriceBreakup } from '@/lib/shared/pricing/price-breakup';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { productJsonLd } from './product-json-ld';
import { absoluteUrl } from './site-url';

const product: ApiProduct = {
  id: 7,
  name: 'Kundan Jhumka Earrings',
  slug: 'kundan-jhumka-earrings',
  price: 2599,
  originalPrice: 3499,
  discount: 25,
  image_urls: ['/media/products/a-1.webp', 'https://cdn.example.com/a-2.webp'],
  primary_image_url: '/media/products/a-1.webp',
  images: [],
  category: { id: 3, name: 'Jhumkas' },
  category_id: 3,
  isNew: true,
  featured: false,
  rating: 4.4,
  reviewCount: 12,
  description: 'Handmade jhumkas.',
  tags: [],
  sizes: [],
  inStock: true,
  stock_quantity: 4,
  hsn_code: '7113',
  pricing_kind: 'fixed',
  metal_rate_key: null,
  price_breakup: toApiBreakup(fixedPriceBreakup(259_900)),
  hallmark: null,
  metal: '22K Gold',
  purity: '916',
  weight_grams: 8.5,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('productJsonLd', () => {
  it('holds the fields search engines read, with absolute URLs', () => {
    const ld = productJsonLd(product, 'Aabha Jewels') as unknown as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Kundan Jhumka Earrings',
      image: [absoluteUrl('/media/products/a-1.webp'), 'https://cdn.example.com/a-2.webp'],
      sku: 'kundan-jhumka-earrings',
      brand: { '@type': 'Brand', name: 'Aabha Jewels' },
      offers: { price: '2599.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: absoluteUrl('/products/7') },
      aggregateRating: { ratingValue: 4.4, reviewCount: 12 },
    });
  });

  it('says out of stock and leaves out a rating without reviews', () => {
    const ld = productJsonLd({ ...product, inStock: false, reviewCount: 0, slug: '' }, 'Shop') as unknown as Record<string, unknown>;
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld.sku).toBe('7');
  });
});
