// The cart store and its actions as the UI uses them, for a guest (the cart in this browser), in a minimal
// browser stand-in (test-support/cart-store-browser.ts). Each test loads the modules afresh, as a new page would.
import { CART_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import {
  calls,
  replies,
  storage,
  loadModules,
  ring,
  chain,
  message,
  setUpCartBrowser,
} from '@/test-support/cart-store-browser';

setUpCartBrowser();

describe('guest cart', () => {
  it('adds lines, saves them under the spec keys and says so', async () => {
    const m = await loadModules();
    expect(await m.actions.addToCart(ring)).toBe(true);
    expect(message(m)).toBe(CART_MESSAGES.added);
    expect(JSON.parse(storage.getItem('cart')!)).toEqual([{ ...ring, id: '7-7' }]);
    expect(m.store.cartStore.get().items).toHaveLength(1);
  });

  it('ignores an add within 500 ms of the previous one, then accepts the next', async () => {
    jest.useFakeTimers();
    const m = await loadModules();
    expect(await m.actions.addToCart(ring)).toBe(true);
    expect(await m.actions.addToCart(ring)).toBe(false);
    jest.advanceTimersByTime(499);
    expect(await m.actions.addToCart(ring)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await m.actions.addToCart(ring)).toBe(true);
    expect(m.store.cartStore.get().items[0].quantity).toBe(2);
  });

  it('refuses past the stock or the line limit with the rule message, and changes nothing', async () => {
    jest.useFakeTimers();
    const m = await loadModules();
    expect(await m.actions.addToCart({ ...chain, quantity: 2, stock: 3 })).toBe(true);
    jest.advanceTimersByTime(500);
    expect(await m.actions.addToCart({ ...chain, quantity: 2, stock: 3 })).toBe(false);
    expect(message(m)).toBe('Only 3 left in stock');
    expect(m.store.cartStore.get().items[0].quantity).toBe(2);
    jest.advanceTimersByTime(500);
    expect(await m.actions.addToCart({ ...ring, quantity: 11 })).toBe(false);
    expect(message(m)).toBe('You can add at most 10 of this item');
  });

  it('sets quantities, removes at 0 with the spec message, and never goes past the stock', async () => {
    const m = await loadModules();
    await m.actions.addToCart({ ...chain, stock: 4 });
    expect(await m.actions.setCartQuantity('9', 4)).toBe(true);
    expect(await m.actions.setCartQuantity('9', 5)).toBe(false);
    expect(m.store.cartStore.get().items[0].quantity).toBe(4);
    expect(await m.actions.setCartQuantity('9', 0)).toBe(true);
    expect(m.store.cartStore.get().items).toEqual([]);
    expect(message(m)).toBe(CART_MESSAGES.removed('Rope Chain'));
  });

  it('clearing resets the discount and the coupon', async () => {
    const m = await loadModules();
    await m.actions.addToCart(chain);
    replies.push({ status: 200, body: { code: 'SAVE10', discount: 10 } });
    await m.actions.applyCoupon('save10');
    await m.actions.clearCart();
    expect(m.store.cartStore.get()).toEqual({ items: [], discount: 0, couponCode: null });
    expect(storage.getItem('cart')).toBe('[]');
    expect(storage.getItem('cartDiscount')).toBeNull();
    expect(storage.getItem('cartCoupon')).toBeNull();
  });

  it('follows another tab: a storage event reloads the cart', async () => {
    const m = await loadModules();
    expect(m.store.cartStore.get().items).toEqual([]);
    storage.setItem('cart', JSON.stringify([{ ...chain, id: '9' }]));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart' }));
    expect(m.store.cartStore.get().items).toEqual([{ ...chain, id: '9' }]);
  });
});

describe('guest coupons', () => {
  it('refuses an empty code, upper-cases the rest and asks the server', async () => {
    const m = await loadModules();
    expect(await m.actions.applyCoupon('   ')).toEqual({ ok: false, message: COUPON_MESSAGES.codeMissing });
    expect(calls).toEqual([]);
    replies.push({ status: 200, body: { code: 'WELCOME20', discount: 20 } });
    expect(await m.actions.applyCoupon(' welcome20 ')).toEqual({
      ok: true,
      message: 'Coupon applied! 20% discount added',
    });
    expect(calls[0].url).toBe('/api/v1/coupons/WELCOME20');
    expect(m.store.cartStore.get()).toMatchObject({ discount: 20, couponCode: 'WELCOME20' });
    expect(storage.getItem('cartCoupon')).toBe('"WELCOME20"');
  });

  it('takes the server’s no for an answer, even for a code in the local table', async () => {
    const m = await loadModules();
    replies.push({ status: 422, body: { message: 'Invalid coupon code', error_code: 'INVALID_COUPON' } });
    expect(await m.actions.applyCoupon('SAVE10')).toEqual({ ok: false, message: COUPON_MESSAGES.invalid });
    expect(m.store.cartStore.get()).toMatchObject({ discount: 0, couponCode: null });
  });

  it('falls back to the local coupon table when the server cannot be reached or fails', async () => {
    const m = await loadModules();
    replies.push('network-error');
    expect((await m.actions.applyCoupon('gold30')).ok).toBe(true);
    expect(m.store.cartStore.get()).toMatchObject({ discount: 30, couponCode: 'GOLD30' });
    await m.actions.removeCoupon();
    expect(m.store.cartStore.get()).toMatchObject({ discount: 0, couponCode: null });
    replies.push({ status: 503, body: { message: 'down' } });
    expect((await m.actions.applyCoupon('SAVE10')).ok).toBe(true);
    await m.actions.removeCoupon();
    replies.push('network-error');
    expect(await m.actions.applyCoupon('FREESTUFF')).toEqual({ ok: false, message: COUPON_MESSAGES.invalid });
  });

  it('holds one coupon at a time', async () => {
    const m = await loadModules();
    replies.push({ status: 200, body: { code: 'SAVE10', discount: 10 } });
    await m.actions.applyCoupon('SAVE10');
    expect(await m.actions.applyCoupon('GOLD30')).toEqual({ ok: false, message: COUPON_MESSAGES.oneAtATime });
    expect(m.store.cartStore.get().couponCode).toBe('SAVE10');
  });
});
