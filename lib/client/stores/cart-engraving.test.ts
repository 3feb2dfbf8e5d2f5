// Engraving through the browser's cart: a signed-in shopper's add with text sets the server line with it, and
// the line's price then includes the engraving (so the cart's totals are the order's); a guest is asked to
// sign in, and nothing is added.
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import {
  calls,
  replies,
  storage,
  loadModules,
  flush,
  ring,
  user,
  apiCart,
  message,
  setUpCartBrowser,
} from '@/test-support/cart-store-browser';

setUpCartBrowser();

it('sets the signed-in line with the text and prices the line with its engraving', async () => {
  storage.setItem('user', JSON.stringify(user));
  const m = await loadModules();
  replies.push({ status: 200, body: apiCart([]) });
  m.store.cartStore.get();
  await flush();
  const engraved = apiCart([{ product_id: 7, quantity: 1, size: '7', price: 1499.5 }]);
  engraved.cart_items[0] = { ...engraved.cart_items[0]!, engraving: { text: 'Asha', price: 250 } } as never;
  replies.push({ status: 200, body: engraved });
  expect(await m.actions.addToCart({ ...ring, engravingText: 'Asha' })).toBe(true);
  expect(calls[1]).toEqual({
    url: '/api/v1/cart/add_or_update',
    method: 'POST',
    body: { product_id: 7, quantity: 1, size: '7', engraving_text: 'Asha' },
  });
  const [line] = m.store.cartStore.get().items;
  expect(line).toMatchObject({ price: 1749.5, engraving: { text: 'Asha', price: 250 } });
});

it('asks a guest to sign in for an engraving and adds nothing', async () => {
  const m = await loadModules();
  expect(await m.actions.addToCart({ ...ring, engravingText: 'Asha' })).toBe(false);
  expect(message(m)).toBe(ENGRAVING_MESSAGES.signInToEngrave);
  expect(m.store.cartStore.get().items).toEqual([]);
});
