// The product page of a piece made to order says when it ships and that it is not returnable unless faulty,
// offers Add to Cart with no stock; a piece offering engraving says so with its price and the same rule.
import { renderToStaticMarkup } from 'react-dom/server';
import { productPageData } from '@/lib/shared/catalogue/product-page-data';
import { merchantTerms } from '@/lib/shared/seo/merchant-terms';
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { apiProduct } from '@/test-support/api-product';
import { ProductDetail } from './product-detail';

const terms = merchantTerms({
  return_window_days: 15,
  delivery: { days: { same_city: 2, same_state: 3, metro: 4, rest: 6, remote: 9 } },
});

const page = (over: Parameters<typeof apiProduct>[0]) =>
  renderToStaticMarkup(
    <ProductDetail
      product={productPageData(apiProduct(over))}
      related={[]}
      cartEnabled
      origin="India"
      shopName="Shop"
      siteOrigin="https://shop.example.in"
      terms={terms}
    />,
  );

it('says "Made for you: ships in N days" for a made-to-order piece with no stock, which can be added', () => {
  const html = page({ stock_quantity: 0, inStock: true, made_to_order: { lead_time_days: 21 } });
  expect(html).toContain(MADE_TO_ORDER_MESSAGES.shipsIn(21));
  expect(html).toContain(MADE_TO_ORDER_MESSAGES.notReturnable);
  expect(html).toContain(PRODUCT_MESSAGES.addToCart);
  expect(html).not.toContain(PRODUCT_MESSAGES.returnWindow(15));
});

it('names the engraving offer and its return rule; a plain piece keeps the return window', () => {
  const html = page({ engraving: { max_chars: 12, price: 499 } });
  expect(html).toContain(ENGRAVING_MESSAGES.offered(12, '₹499'));
  expect(html).toContain(ENGRAVING_MESSAGES.notReturnable);
  expect(html).toContain('<label for="product-engraving"');
  expect(html).toContain(`>${ENGRAVING_MESSAGES.inputLabel(12)}</label>`);
  const plain = page({});
  expect(plain).not.toContain('product-engraving');
  expect(plain).toContain(PRODUCT_MESSAGES.returnWindow(15));
  expect(plain).not.toContain(MADE_TO_ORDER_MESSAGES.notReturnable);
});
