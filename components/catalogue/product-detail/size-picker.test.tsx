// The product page's size picker shows each size's price and what is left, a sold-out size cannot be
// chosen, and once a size is chosen the page's price, stock and breakup are that size's.
import { renderToStaticMarkup } from 'react-dom/server';
import { productPageData } from '@/lib/shared/catalogue/product-page-data';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { toApiBreakup } from '@/lib/shared/pricing/breakup-view';
import { fixedPriceBreakup } from '@/lib/shared/money/breakup';
import { apiProduct } from '@/test-support/api-product';
import { ProductPrice } from '../product-price';
import { withChosenSize } from './chosen-size';
import { PurchasePanel } from './purchase-panel';

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

/** The size select's options as [text, disabled], the hidden placeholder left out. */
function sizeOptions(html: string): [string, boolean][] {
  const select = html.match(/<select[^>]*id="product-size"[^>]*>([\s\S]*?)<\/select>/)![1];
  return [...select.matchAll(/<option([^>]*)>([\s\S]*?)<\/option>/g)]
    .filter(([, attributes]) => !/\shidden/.test(attributes))
    .map(([, attributes, text]) => [text, /\sdisabled/.test(attributes)]);
}

describe('the size picker', () => {
  it('names each size with its price, "Only 1 left", and a disabled "Out of stock"', () => {
    const purchase = {
      id: ring.id,
      name: ring.name,
      price: ring.price,
      image: null,
      category: 'Rings',
      sizes: ring.sizes,
      inStock: true,
      stock: ring.stock,
    };
    const html = renderToStaticMarkup(
      <PurchasePanel product={purchase} cartEnabled variants={ring.variants} size="" onSizeChange={() => undefined} />,
    );
    expect(sizeOptions(html)).toEqual([
      ['10 · ₹10,000 · Only 1 left', false],
      ['16 · ₹12,500 · Only 3 left', false],
      ['18 · ₹13,000 · Out of stock', true],
    ]);
  });

  it('shows "From" the lowest price until a size is chosen, then that size\'s price, stock and breakup', () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(
      text(renderToStaticMarkup(<ProductPrice price={ring.price} originalPrice={null} from={ring.priceFrom} />)),
    ).toBe(`${PRODUCT_MESSAGES.priceFrom} ₹10,000`);
    expect(text(renderToStaticMarkup(<ProductPrice price={12_500} originalPrice={null} />))).toBe('₹12,500');
    expect(withChosenSize(ring, '').shown).toBe(ring);
    const { shown } = withChosenSize(ring, '16');
    expect(shown).toMatchObject({ price: 12_500, priceFrom: false, stock: 3, inStock: true });
    expect(shown.breakup.total).toBe(12_500);
    expect(withChosenSize(ring, '18').shown).toMatchObject({ inStock: false, stock: 0 });
  });
});
