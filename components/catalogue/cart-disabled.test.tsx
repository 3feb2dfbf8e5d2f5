// 'Cart Disabled' (spec section 2): when the shop switches the cart off (settings.cart_enabled false) every add
// button says so and cannot be pressed. The demo seed keeps the cart on, so the markup is checked here.
import { renderToStaticMarkup } from 'react-dom/server';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { productCardData } from '@/lib/shared/catalogue/product-card-data';
import { apiProduct } from '@/test-support/api-product';
import { CardCartAction } from './card-cart-action';
import { PurchasePanel, type PurchaseProduct } from './product-detail/purchase-panel';

const product = apiProduct();

const purchase: PurchaseProduct = {
  id: 7,
  name: product.name,
  price: 2599,
  image: null,
  category: 'Jhumkas',
  sizes: ['S', 'M'],
  inStock: true,
  stock: 4,
};

/** The <button> elements of the markup, as [text, disabled] (MUI's server render inlines <style> tags). */
function buttons(markup: string): [string, boolean][] {
  const html = markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attributes, inner]) => [
    inner.replace(/<[^>]+>/g, '').trim(),
    /\sdisabled(=""|\s|$)/.test(attributes),
  ]);
}

describe('Cart Disabled', () => {
  it('the card shows a disabled Cart Disabled button instead of Add to Cart, sizes or not', () => {
    for (const shown of [
      product,
      { ...product, sizes: ['S', 'M'] },
      { ...product, inStock: false, stock_quantity: 0 },
    ]) {
      const html = renderToStaticMarkup(<CardCartAction card={productCardData(shown)} cartEnabled={false} />);
      expect(buttons(html)).toEqual([[CART_MESSAGES.cartDisabledButton, true]]);
      expect(html).not.toContain(PRODUCT_MESSAGES.addToCart);
    }
  });

  it('the card offers Add to Cart when the cart is on', () => {
    const html = renderToStaticMarkup(<CardCartAction card={productCardData(product)} cartEnabled />);
    expect(buttons(html)).toEqual([[PRODUCT_MESSAGES.addToCart, false]]);
  });

  it('the product page disables its add button with Cart Disabled', () => {
    const off = buttons(
      renderToStaticMarkup(
        <PurchasePanel product={purchase} cartEnabled={false} variants={[]} size="" onSizeChange={() => undefined} />,
      ),
    );
    expect(off).toContainEqual([CART_MESSAGES.cartDisabledButton, true]);
    expect(off.map(([text]) => text)).not.toContain(PRODUCT_MESSAGES.addToCart);

    const on = buttons(
      renderToStaticMarkup(
        <PurchasePanel product={purchase} cartEnabled variants={[]} size="" onSizeChange={() => undefined} />,
      ),
    );
    expect(on).toContainEqual([PRODUCT_MESSAGES.addToCart, false]);
  });
});
