import { DEFAULT_SHOP_NAME } from '@/lib/shared/constants';
import { DEFAULT_SHOP_SETTINGS } from '@/lib/server/settings/shop-settings';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { buildPageMetadata, buildRootMetadata, metaDescription, productOpenGraphTags } from './metadata-builders';

const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  company: {
    name: 'Aabha Jewels',
    tagline: 'Heirlooms',
    description: '<p>Handcrafted <strong>Kundan</strong> &amp; Polki.</p>',
    logo: { url: '/media/brand/logo.webp' },
  },
};

describe('buildPageMetadata', () => {
  it("titles a page '{page} | {shop name}' with canonical, OpenGraph and Twitter card", () => {
    const meta = buildPageMetadata(settings, { title: 'Products', description: 'All our jewelry', path: '/products' });
    expect(meta.title).toEqual({ absolute: 'Products | Aabha Jewels' });
    expect(meta.description).toBe('All our jewelry');
    expect(meta.alternates).toEqual({ canonical: '/products' });
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Aabha Jewels',
      locale: 'en_IN',
      url: '/products',
      title: 'Products | Aabha Jewels',
      description: 'All our jewelry',
      images: [{ url: '/media/brand/logo.webp', alt: 'Aabha Jewels' }],
    });
    // The logo's size is unknown (and small): the summary card, not the large one X would refuse.
    expect(meta.twitter).toMatchObject({
      card: 'summary',
      title: 'Products | Aabha Jewels',
      images: [{ url: '/media/brand/logo.webp', alt: 'Aabha Jewels' }],
    });
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.other).toBeUndefined();
  });

  it('uses the shop name alone and the company description as plain text on the home page', () => {
    const meta = buildPageMetadata(settings, { path: '/' });
    expect(meta.title).toEqual({ absolute: 'Aabha Jewels' });
    expect(meta.description).toBe('Handcrafted Kundan & Polki.');
  });

  it('carries a product image, price and currency, and can ask not to be indexed', () => {
    const meta = buildPageMetadata(settings, {
      title: 'Kundan Choker',
      path: '/products/7',
      image: '/media/products/7.webp',
      price: { amount: 12500 },
      noindex: true,
    });
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/media/products/7.webp', alt: 'Kundan Choker' }] });
    expect(meta.twitter).toMatchObject({ images: [{ url: '/media/products/7.webp', alt: 'Kundan Choker' }] });
    // og:type comes from the page's productOpenGraphTags(), so Next must not also write og:type website.
    expect(meta.openGraph).not.toHaveProperty('type');
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});

describe("X's card", () => {
  const card = (width: number, height: number) =>
    buildPageMetadata(settings, { path: '/', image: { url: '/media/previews/a.jpg', width, height } }).twitter;

  it('is large for a picture of at least 300×157 (a 1200×630 preview), and the summary below that', () => {
    expect(card(1200, 630)).toMatchObject({ card: 'summary_large_image' });
    expect(card(300, 157)).toMatchObject({ card: 'summary_large_image' });
    expect(card(299, 157)).toMatchObject({ card: 'summary' });
    expect(card(300, 156)).toMatchObject({ card: 'summary' });
    const meta = buildPageMetadata(settings, {
      path: '/',
      image: { url: '/media/previews/a.jpg', width: 1200, height: 630 },
    });
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/media/previews/a.jpg', width: 1200, height: 630 }] });
  });
});

describe('productOpenGraphTags', () => {
  it('announces a product with its price in rupees and the currency, as OpenGraph properties', () => {
    expect(productOpenGraphTags({ amount: 12500 })).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '12500.00' },
      { property: 'product:price:currency', content: 'INR' },
    ]);
  });

  it('falls back to the default shop name and leaves images out when there is no logo', () => {
    const meta = buildPageMetadata(
      { ...settings, company: { ...settings.company, name: ' ', logo: null } },
      { title: 'Cart', path: '/cart' },
    );
    expect(meta.title).toEqual({ absolute: `Cart | ${DEFAULT_SHOP_NAME}` });
    expect(meta.openGraph).toMatchObject({ images: undefined });
  });
});

describe('buildRootMetadata', () => {
  const previous = process.env.SITE_URL;
  afterEach(() => {
    process.env.SITE_URL = previous;
  });

  it('sets the title template, site-wide OpenGraph defaults and the origin from SITE_URL', () => {
    process.env.SITE_URL = 'https://www.aabhajewels.in/some/path';
    const meta = buildRootMetadata(settings);
    expect(meta.title).toEqual({ default: 'Aabha Jewels', template: '%s | Aabha Jewels' });
    expect(meta.metadataBase?.toString()).toBe('https://www.aabhajewels.in/');
    expect(meta.openGraph).toMatchObject({ siteName: 'Aabha Jewels', locale: 'en_IN', type: 'website' });
    expect(meta.twitter).toMatchObject({
      card: 'summary',
      images: [{ url: '/media/brand/logo.webp', alt: 'Aabha Jewels' }],
    });
    // Left to the pages: a layout's robots would reach the not-found pages too, beside Next's noindex.
    expect(meta.robots).toBeUndefined();
    // No canonical here: every page without its own would otherwise point search engines at the home page.
    expect(meta.alternates).toBeUndefined();
  });

  it('falls back to localhost when SITE_URL is missing or not a web address', () => {
    process.env.SITE_URL = 'javascript:alert(1)';
    expect(buildRootMetadata(settings).metadataBase?.toString()).toBe('http://localhost:3000/');
    delete process.env.SITE_URL;
    expect(buildRootMetadata(settings).metadataBase?.toString()).toBe('http://localhost:3000/');
  });
});

describe('metaDescription', () => {
  it('keeps short text and cuts long text at a word boundary under 160 characters', () => {
    expect(metaDescription('Short.')).toBe('Short.');
    const long = 'word '.repeat(60);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
