// The catalogue's Add to Cart loads the cart's actions on first use and then behaves as they do: the line is
// in the guest cart, saved, and the debounce of cart-actions still holds across the loader.
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { loadModules, message, ring, setUpCartBrowser, storage } from '@/test-support/cart-store-browser';

setUpCartBrowser();

it('loads cart-actions once, and the first add puts the line in the cart', async () => {
  const m = await loadModules();
  const onUse = await import('@/lib/client/stores/cart-actions-on-use');
  const first = onUse.loadCartActions();
  expect(onUse.loadCartActions()).toBe(first);
  expect((await first).addToCart).toBe(m.actions.addToCart);
  expect(await onUse.addToCartOnUse(ring)).toBe(true);
  expect(message(m)).toBe(CART_MESSAGES.added);
  expect(JSON.parse(storage.getItem('cart')!)).toEqual([{ ...ring, id: '7-7' }]);
});

it('keeps the 500 ms debounce: a double press adds one line', async () => {
  const m = await loadModules();
  const onUse = await import('@/lib/client/stores/cart-actions-on-use');
  const pressed = await Promise.all([onUse.addToCartOnUse(ring), onUse.addToCartOnUse(ring)]);
  expect(pressed.sort()).toEqual([false, true]);
  expect(m.store.cartStore.get().items).toEqual([expect.objectContaining({ productId: 7, quantity: 1 })]);
});

it('starts the load when a shopper reaches for the button', async () => {
  await loadModules();
  const onUse = await import('@/lib/client/stores/cart-actions-on-use');
  expect(Object.keys(onUse.loadCartActionsOnIntent).sort()).toEqual(['onFocus', 'onPointerEnter', 'onTouchStart']);
  onUse.loadCartActionsOnIntent.onPointerEnter();
  await expect(onUse.loadCartActions()).resolves.toHaveProperty('addToCart');
});

it('says a failed load as a failed add, and loads again on the next press', async () => {
  const m = await loadModules();
  jest.doMock('@/lib/client/stores/cart-actions', () => {
    throw new Error('the connection dropped');
  });
  const onUse = await import('@/lib/client/stores/cart-actions-on-use');
  onUse.loadCartActionsOnIntent.onFocus(); // a failure while warming is left for the press
  expect(await onUse.addToCartOnUse(ring)).toBe(false);
  expect(message(m)).toBe(CART_MESSAGES.addFailed);
  jest.dontMock('@/lib/client/stores/cart-actions');
  expect(await onUse.addToCartOnUse(ring)).toBe(true);
  expect(message(m)).toBe(CART_MESSAGES.added);
});
