// The product's structured data, built from the data the product page sends the browser (product-page-data.ts)
// on the origin the server passes: absolute URLs, stock, and no rating without reviews.
import { productPageData } from '@/lib/shared/catalogue/product-page-data';
import { apiProduct } from '@/test-support/api-product';
import { breadcrumbListJsonLd, productJsonLd, urlOn } from './structured-data';

const ORIGIN = 'https://shop.example.in';

const product = apiProduct({
  image_urls: ['/media/products/a-1.webp', 'https://cdn.example.com/a-2.webp'],
  isNew: true,
  metal: '22K Gold',
  purity: '916',
  weight_grams: 8.5,
});

describe('productJsonLd', () => {
  it('holds the fields search engines read, with absolute URLs', () => {
    const ld = productJsonLd(productPageData(product), 'Aabha Jewels', ORIGIN) as unknown as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Kundan Jhumka Earrings',
      image: [`${ORIGIN}/media/products/a-1.webp`, 'https://cdn.example.com/a-2.webp'],
      description: 'Handmade jhumkas.',
      sku: 'kundan-jhumka-earrings',
      brand: { '@type': 'Brand', name: 'Aabha Jewels' },
      category: 'Jhumkas',
      material: '22K Gold',
      offers: { price: '2599.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock', url: `${ORIGIN}/products/7` },
      aggregateRating: { ratingValue: 4.4, reviewCount: 12 },
    });
  });

  it('says out of stock and leaves out a rating without reviews', () => {
    const ld = productJsonLd(productPageData({ ...product, inStock: false, reviewCount: 0, slug: '' }), 'Shop', ORIGIN) as unknown as Record<string, unknown>;
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld.sku).toBe('7');
  });

  it('takes the described pictures, in order, when the product has them', () => {
    const described = { ...product, images: [{ id: 1, url: 'media/products/b.webp', alt: 'Front', position: 0 }, { id: 2, url: '/media/products/c.webp', alt: '', position: 1 }] };
    expect(productPageData(described).pictures).toEqual([
      { src: '/media/products/b.webp', alt: 'Front' },
      { src: '/media/products/c.webp', alt: 'Kundan Jhumka Earrings, picture 2' },
    ]);
    expect(productJsonLd(productPageData(described), 'Shop', ORIGIN).image).toEqual([`${ORIGIN}/media/products/b.webp`, `${ORIGIN}/media/products/c.webp`]);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1 and makes every step absolute', () => {
    const ld = breadcrumbListJsonLd([{ name: 'Home', path: '/' }, { name: 'Rings', path: '/products?category_id=3' }], ORIGIN);
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
