// The checkout's "made for you, not returnable" note is said before payment only when the cart holds a piece
// made to order or engraved; a cart of ready pieces, which can be returned, does not carry it.
import { renderToStaticMarkup } from 'react-dom/server';
import type { CartLine } from '@/lib/shared/schemas/client-state-schema';
import { PERSONAL_RETURN_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { CheckoutSummary } from './checkout-summary';

const ready: CartLine = {
  id: '7',
  productId: 7,
  name: 'Gold chain',
  price: 40_376,
  quantity: 1,
  image: null,
  category: 'Chains',
  size: null,
};
const totals = { subtotal: 40_376, discountAmount: 0, shipping: 0 as const, total: 40_376 };

const shown = (items: CartLine[]) =>
  renderToStaticMarkup(
    <CheckoutSummary items={items} totals={totals} discountPercent={0} couponCode={null} />,
  ).includes(PERSONAL_RETURN_MESSAGES.checkoutNote);

it('leaves the note out for ready pieces', () => {
  expect(shown([ready])).toBe(false);
});

it('says it for a made-to-order piece, alone or beside a ready one', () => {
  expect(shown([{ ...ready, madeToOrder: true }])).toBe(true);
  expect(shown([ready, { ...ready, id: '8', productId: 8, madeToOrder: true }])).toBe(true);
});

it('says it for an engraved piece', () => {
  expect(shown([{ ...ready, engraving: { text: 'Asha', price: 500 } }])).toBe(true);
});

it('links the return, shipping, terms and privacy pages before payment, opening beside the checkout', () => {
  const html = renderToStaticMarkup(
    <CheckoutSummary items={[ready]} totals={totals} discountPercent={0} couponCode={null} />,
  );
  for (const kind of ['returns', 'shipping', 'terms', 'privacy'])
    expect(html).toMatch(new RegExp(`<a [^>]*href="/policies/${kind}"[^>]*target="_blank"`));
});
