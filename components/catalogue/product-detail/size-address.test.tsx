// A size's own address (/products/{id}?size=16) renders the piece's page with that size chosen on the server:
// the page's price is that size's, as its structured data and the feed item linking there say.
import { renderToStaticMarkup } from 'react-dom/server';
import { productPageData } from '@/lib/shared/catalogue/product-page-data';
import { merchantTerms } from '@/lib/shared/seo/merchant-terms';
import { toApiBreakup } from '@/lib/shared/pricing/breakup-view';
import { fixedPriceBreakup } from '@/lib/shared/money/breakup';
import { apiProduct } from '@/test-support/api-product';
import { ProductDetail } from './product-detail';

const variant = (size: string, price: number, stock: number) => ({
  size,
  price,
  stock_quantity: stock,
  inStock: stock > 0,
  price_breakup: toApiBreakup(fixedPriceBreakup(price * 100)),
});

const ring = productPageData(
  apiProduct({
    name: 'Silver Band',
    price: 10_000,
    originalPrice: null,
    discount: 0,
    price_from: true,
    sizes: ['10', '16', '18'],
    stock_quantity: 4,
    variants: [variant('10', 10_000, 1), variant('16', 12_500, 3), variant('18', 13_000, 0)],
  }),
);

const page = (initialSize?: string) =>
  renderToStaticMarkup(
    <ProductDetail
      product={ring}
      related={[]}
      cartEnabled
      origin="India"
      shopName="Shop"
      siteOrigin="https://shop.example.in"
      terms={merchantTerms({
        return_window_days: 15,
        delivery: { days: { same_city: 2, same_state: 3, metro: 4, rest: 6, remote: 9 } },
      })}
      initialSize={initialSize}
    />,
  );

/** The price line under the heading, as text. */
const shownPrice = (html: string) => {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return /(From )?₹[\d,]+/.exec(text)![0];
};

/** The offer of the JSON-LD's variant with this size. */
function markedUp(html: string, size: string) {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  const group = scripts.find((s) => s['@type'] === 'ProductGroup');
  return group.hasVariant.find((v: { size: string }) => v.size === size);
}

describe("a size's address", () => {
  it("shows that size's price as the page's price, as its markup says", () => {
    for (const [size, price] of [
      ['10', '₹10,000'],
      ['16', '₹12,500'],
      ['18', '₹13,000'],
    ] as const) {
      const html = page(size);
      expect([size, shownPrice(html)]).toEqual([size, price]);
      const v = markedUp(html, size);
      expect(v.url).toBe(`https://shop.example.in/products/7?size=${size}`);
      expect(`₹${Number(v.offers.price).toLocaleString('en-IN')}`).toBe(price);
    }
  });

  it('chooses the size in the picker and says a sold-out size is sold out', () => {
    expect(page('16')).toMatch(/<option value="16" selected/);
    expect(page('18')).toMatch(/Sold out|Out of stock/i);
  });

  it('shows "From" the lowest price on the piece\'s own page', () => {
    expect(shownPrice(page())).toBe('From ₹10,000');
  });
});

describe("a size's discount", () => {
  // Struck through from ₹16,000: the 10 at ₹10,000 is 37 % off (the piece's badge), the 16 at ₹12,500 is 21 %.
  const struck = productPageData(
    apiProduct({
      name: 'Silver Band',
      price: 10_000,
      originalPrice: 16_000,
      discount: 37,
      price_from: true,
      sizes: ['10', '16'],
      variants: [variant('10', 10_000, 1), variant('16', 12_500, 3)],
    }),
  );
  const badge = (initialSize?: string) => {
    const html = renderToStaticMarkup(
      <ProductDetail
        product={struck}
        related={[]}
        cartEnabled
        origin="India"
        shopName="Shop"
        siteOrigin="https://shop.example.in"
        terms={merchantTerms({ return_window_days: 15 })}
        initialSize={initialSize}
      />,
    );
    return /(\d+)% OFF/.exec(html)?.[0];
  };

  it("shows the chosen size's own discount, and the piece's before one is chosen", () => {
    expect(badge()).toBe('37% OFF');
    expect(badge('10')).toBe('37% OFF');
    expect(badge('16')).toBe('21% OFF');
  });
});
