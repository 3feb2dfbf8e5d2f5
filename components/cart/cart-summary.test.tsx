// A guest's cart with a making-charges coupon does not know the pieces' making charges (only the
// server cart has them), so it must not pass the undiscounted total off as final: the discount row says the
// amount is applied at checkout and the total says it is before the offer. A percent off the order is shown
// with its amount and a plain "Total".
import { renderToStaticMarkup } from 'react-dom/server';
import type { CartState } from '@/lib/client/stores/cart-state';
import { COUPON_TERMS_MESSAGES as M } from '@/lib/shared/messages/coupon-terms';
import { CartSummary } from './cart-summary';

const line: CartState['items'][number] = {
  id: '7',
  productId: 7,
  name: 'Gold chain',
  price: 40_376,
  quantity: 1,
  image: null,
  category: 'Chains',
  size: null,
};
const making: CartState = {
  items: [line],
  discount: 20,
  couponCode: 'MAKING20',
  coupon: { code: 'MAKING20', percent: 20, amountOffPaise: null, appliesTo: 'making_charges' },
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

it('tells a guest a making-charges coupon is applied at checkout, and that the total is before it', () => {
  const shown = text(renderToStaticMarkup(<CartSummary cart={making} canChange canCheckout guest />));
  expect(shown).toContain('Discount (MAKING20: 20% off making charges) Applied at checkout');
  expect(shown).toContain(M.makingAtCheckout);
  expect(shown).toContain(`${M.totalBeforeOffer} ₹40,376`);
});

it('shows a percent off the order with its amount and a plain total', () => {
  const coupon = { code: 'SAVE10', percent: 10, amountOffPaise: null, appliesTo: 'order' as const };
  const order: CartState = { items: [line], discount: 10, couponCode: 'SAVE10', coupon };
  const shown = text(renderToStaticMarkup(<CartSummary cart={order} canChange canCheckout guest />));
  expect(shown).not.toContain(M.atCheckout);
  expect(shown).not.toContain(M.totalBeforeOffer);
  expect(shown).toMatch(/Total ₹36,338/);
});
