// The cart store and its actions as the UI uses them, signed in (the cart on the server) and across sign-in and
// sign-out, in a minimal browser stand-in (test-support/cart-store-browser.ts).
import {
  type Modules,
  calls,
  replies,
  storage,
  loadModules,
  flush,
  ring,
  chain,
  user,
  apiCart,
  message,
  setUpCartBrowser,
} from '@/test-support/cart-store-browser';

setUpCartBrowser();

describe('logged-in cart', () => {
  async function loggedIn(serverLines: Parameters<typeof apiCart>[0] = []): Promise<Modules> {
    storage.setItem('user', JSON.stringify(user));
    const m = await loadModules();
    replies.push({ status: 200, body: apiCart(serverLines) });
    m.store.cartStore.get(); // the first read starts following the server cart
    await flush();
    return m;
  }

  it('loads the server cart on first use and never reads the guest keys', async () => {
    const m = await loggedIn([{ product_id: 9, quantity: 3, price: 999, name: 'Rope Chain' }]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/cart']);
    expect(m.store.cartStore.get().items).toEqual([
      {
        id: '9',
        productId: 9,
        name: 'Rope Chain',
        price: 999,
        image: null,
        category: 'Uncategorized',
        size: null,
        quantity: 3,
        stock: 20,
      },
    ]);
    expect(m.store.cartStatusStore.get()).toBe('ready');
  });

  it('sends an add to the server first and shows the server’s answer', async () => {
    const m = await loggedIn();
    replies.push({ status: 200, body: apiCart([{ product_id: 7, quantity: 1, size: '7', price: 1499.5 }]) });
    expect(await m.actions.addToCart(ring)).toBe(true);
    expect(calls[1]).toEqual({
      url: '/api/v1/cart/add_item',
      method: 'POST',
      body: { product_id: 7, quantity: 1, size: '7' },
    });
    expect(m.store.cartStore.get().items.map((l) => [l.id, l.quantity])).toEqual([['7-7', 1]]);
    expect(storage.getItem('cart')).toBeNull();
  });

  it('leaves the cart unchanged when the server fails, with the spec message for adds', async () => {
    const m = await loggedIn([{ product_id: 9, quantity: 1 }]);
    const before = m.store.cartStore.get();
    replies.push({ status: 500, body: { message: 'Something went wrong. Please try again.' } });
    expect(await m.actions.addToCart(ring)).toBe(false);
    expect(message(m)).toBe('Failed to add to cart. Please try again.');
    expect(m.store.cartStore.get()).toBe(before);
    replies.push('network-error');
    expect(await m.actions.setCartQuantity('9', 2)).toBe(false);
    expect(m.store.cartStore.get()).toBe(before);
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the server’s refusal (over the stock) instead of a generic failure', async () => {
    const m = await loggedIn();
    replies.push({ status: 409, body: { message: 'Only 2 left in stock', error_code: 'INSUFFICIENT_STOCK' } });
    expect(await m.actions.addToCart({ ...chain, quantity: 3 })).toBe(false);
    expect(message(m)).toBe('Only 2 left in stock');
  });

  it('ignores an add while another is still waiting for the server', async () => {
    const m = await loggedIn();
    let answer!: (value: { status: number; body: unknown }) => void;
    replies.push(new Promise((resolve) => (answer = resolve)));
    const first = m.actions.addToCart(ring);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_000);
    expect(await m.actions.addToCart(chain)).toBe(false);
    answer({ status: 200, body: apiCart([{ product_id: 7, quantity: 1, size: '7' }]) });
    expect(await first).toBe(true);
    expect(calls.filter((c) => c.url.endsWith('add_item'))).toHaveLength(1);
  });

  it('changes quantities with add_or_update, removes with remove_item and clears on the server', async () => {
    const m = await loggedIn([
      { product_id: 9, quantity: 1, name: 'Rope Chain' },
      { product_id: 7, quantity: 1, size: '7' },
    ]);
    replies.push({
      status: 200,
      body: apiCart([
        { product_id: 9, quantity: 4 },
        { product_id: 7, quantity: 1, size: '7' },
      ]),
    });
    await m.actions.setCartQuantity('9', 4);
    expect(calls[1]).toEqual({
      url: '/api/v1/cart/add_or_update',
      method: 'POST',
      body: { product_id: 9, quantity: 4, size: null },
    });
    replies.push({ status: 200, body: apiCart([{ product_id: 7, quantity: 1, size: '7' }]) });
    await m.actions.setCartQuantity('9', 0);
    expect(calls[2]).toEqual({
      url: '/api/v1/cart/remove_item',
      method: 'DELETE',
      body: { product_id: 9, size: null },
    });
    expect(m.store.cartStore.get().items.map((l) => l.id)).toEqual(['7-7']);
    replies.push({ status: 200, body: apiCart([]) });
    await m.actions.clearCart();
    expect(calls[3].url).toBe('/api/v1/cart/clear');
    expect(calls[3].method).toBe('DELETE');
    expect(m.store.cartStore.get().items).toEqual([]);
  });

  it('after a paid order, syncCart shows the cart the server emptied and clearCart asks nothing more', async () => {
    const m = await loggedIn([{ product_id: 9, quantity: 2 }]);
    // The verify call emptied the server cart; the store still shows the line until it re-reads.
    replies.push({ status: 200, body: apiCart([]) });
    await m.actions.syncCart();
    expect(calls[1]).toMatchObject({ url: '/api/v1/cart', method: 'GET' });
    expect(m.store.cartStore.get()).toEqual({ items: [], discount: 0, couponCode: null });
    await m.actions.clearCart();
    expect(calls).toHaveLength(2);
    expect(m.store.cartStatusStore.get()).toBe('ready');
    expect(storage.getItem('cart')).toBeNull();
  });

  it('applies coupons through the server, with no local fallback', async () => {
    const m = await loggedIn([{ product_id: 9, quantity: 1 }]);
    replies.push({
      status: 200,
      body: {
        ...apiCart([{ product_id: 9, quantity: 1 }], 10, 'SAVE10'),
        code: 'SAVE10',
        message: 'Coupon applied! 10% discount added',
      },
    });
    expect(await m.actions.applyCoupon('save10')).toEqual({ ok: true, message: 'Coupon applied! 10% discount added' });
    expect(calls[1]).toMatchObject({ url: '/api/v1/cart/apply_coupon', body: { code: 'SAVE10' } });
    expect(m.store.cartStore.get()).toMatchObject({ discount: 10, couponCode: 'SAVE10' });
    replies.push({ status: 200, body: apiCart([{ product_id: 9, quantity: 1 }]) });
    await m.actions.removeCoupon();
    expect(calls[2]).toMatchObject({ url: '/api/v1/cart/coupon', method: 'DELETE' });
    replies.push('network-error');
    expect((await m.actions.applyCoupon('GOLD30')).ok).toBe(false);
    expect(m.store.cartStore.get().couponCode).toBeNull();
  });

  it('treats a 401 on first load as logged out', async () => {
    storage.setItem('user', JSON.stringify(user));
    const m = await loadModules();
    replies.push({ status: 401, body: { message: 'Please login to continue', error_code: 'UNAUTHENTICATED' } });
    m.store.cartStore.get();
    await flush();
    expect(m.session.sessionStore.get().user).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(m.store.cartStore.get()).toEqual({ items: [], discount: 0, couponCode: null });
    expect(m.store.cartStatusStore.get()).toBe('ready');
  });
});

describe('logging in and out', () => {
  it('merges the guest cart into the server cart on login, clears the local copy and shows the server cart', async () => {
    const m = await loadModules();
    await m.actions.addToCart(ring);
    replies.push({ status: 200, body: { code: 'SAVE10', discount: 10 } });
    await m.actions.applyCoupon('SAVE10');
    const merged = apiCart(
      [
        { product_id: 5, quantity: 1 },
        { product_id: 7, quantity: 1, size: '7' },
      ],
      10,
      'SAVE10',
    );
    replies.push({ status: 200, body: { ...merged, skipped: [], capped: [] } });
    m.session.setSessionUser(user);
    await flush();
    expect(calls.at(-1)).toEqual({
      url: '/api/v1/cart/merge',
      method: 'POST',
      body: { items: [{ product_id: 7, quantity: 1, size: '7' }], coupon_code: 'SAVE10' },
    });
    expect(storage.getItem('cart')).toBeNull();
    expect(storage.getItem('cartCoupon')).toBeNull();
    expect(m.store.cartStore.get().items.map((l) => l.id)).toEqual(['5', '7-7']);
    expect(m.store.cartStore.get().couponCode).toBe('SAVE10');
  });

  it('tells the shopper when a guest line could not be taken whole', async () => {
    const m = await loadModules();
    await m.actions.addToCart({ ...chain, quantity: 2 });
    replies.push({
      status: 200,
      body: {
        ...apiCart([{ product_id: 9, quantity: 1 }]),
        skipped: [],
        capped: [{ product_id: 9, size: null, quantity: 1, message: 'Only 1 left in stock' }],
      },
    });
    m.session.setSessionUser(user);
    await flush();
    expect(message(m)).toBe('Rope Chain: Only 1 left in stock');
  });

  it('keeps the guest copy when the merge fails, and loads the server cart', async () => {
    const m = await loadModules();
    await m.actions.addToCart(chain);
    replies.push({ status: 500, body: {} }, { status: 200, body: apiCart([{ product_id: 3, quantity: 1 }]) });
    m.session.setSessionUser(user);
    await flush();
    expect(JSON.parse(storage.getItem('cart')!)).toHaveLength(1);
    expect(m.store.cartStore.get().items.map((l) => l.productId)).toEqual([3]);
  });

  it('loads the server cart when there is nothing to merge, and starts empty after logout', async () => {
    const m = await loadModules();
    m.store.cartStore.get();
    replies.push({ status: 200, body: apiCart([{ product_id: 3, quantity: 2 }]) });
    m.session.setSessionUser(user);
    await flush();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/cart']);
    expect(m.store.cartStore.get().items).toHaveLength(1);
    m.session.setSessionUser(null);
    expect(m.store.cartStore.get()).toEqual({ items: [], discount: 0, couponCode: null });
    expect(storage.getItem('cart')).toBeNull();
  });

  it('drops an answer that arrives after the shopper logged out', async () => {
    const m = await loadModules();
    m.store.cartStore.get();
    let answer!: (value: { status: number; body: unknown }) => void;
    replies.push(new Promise((resolve) => (answer = resolve)));
    m.session.setSessionUser(user);
    m.session.setSessionUser(null);
    answer({ status: 200, body: apiCart([{ product_id: 3, quantity: 2 }]) });
    await flush();
    expect(m.store.cartStore.get().items).toEqual([]);
  });
});
