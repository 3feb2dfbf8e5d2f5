// A product as the API sends it, for tests of what the pages make of one (cards, the product page, structured
// data). Fixed-price jhumkas in stock with a rating; a test spreads in what it needs different.
import { toApiBreakup } from '@/lib/shared/pricing/breakup-view';
import { fixedPriceBreakup } from '@/lib/shared/money/breakup';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';

export function apiProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  return {
    id: 7,
    name: 'Kundan Jhumka Earrings',
    slug: 'kundan-jhumka-earrings',
    price: 2599,
    originalPrice: 3499,
    discount: 25,
    image_urls: ['/media/products/a-1.webp'],
    primary_image_url: '/media/products/a-1.webp',
    images: [],
    category: { id: 3, name: 'Jhumkas' },
    category_id: 3,
    isNew: false,
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
    price_from: false,
    metal: null,
    purity: null,
    weight_grams: null,
    gross_weight_grams: null,
    stones: [],
    made_to_order: null,
    engraving: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
