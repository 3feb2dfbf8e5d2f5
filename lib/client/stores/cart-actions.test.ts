// The cart store and its actions as the UI uses them, in a minimal browser stand-in: localStorage, window
// events and fetch. Each test loads the modules afresh, as a new page would.
import type { SessionUser } from '@/lib/shared/schemas/client-state-schema';
import { CART_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';

type Modules = {
  actions: typeof import('./cart-actions');
  store: typeof import('./cart-store');
  session: typeof import('./session-store');
  snackbar: typeof import('./snackbar-store');
};

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

type FetchCall = { url: string; method: string; body: unknown };
type Reply = { status: number; body: unknown } | 'network-error' | Promise<{ status: number; body: unknown }>;
let calls: FetchCall[] = [];
let replies: Reply[] = [];
let storage: MemoryStorage;

function installBrowser(): void {
  storage = new MemoryStorage();
  const target = new EventTarget();
  Object.assign(globalThis, {
    window: Object.assign(target, { localStorage: storage }),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
  });
  calls = [];
  replies = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.shift();
    if (reply === undefined) throw new Error(`unexpected request ${String(input)}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = await reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

async function loadModules(): Promise<Modules> {
  jest.resetModules();
  return {
    actions: await import('./cart-actions'),
    store: await import('./cart-store'),
    session: await import('./session-store'),
    snackbar: await import('./snackbar-store'),
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
};

const ring = { productId: 7, name: 'Lotus Ring', price: 1499.5, image: '/media/p/7.webp', category: 'Rings', size: '7', quantity: 1 };
const chain = { productId: 9, name: 'Rope Chain', price: 999, image: null, category: 'Chains', size: null, quantity: 2 };
const user: SessionUser = { id: 1, name: 'Asha Verma', email: 'asha@example.com', first_name: 'Asha', last_name: 'Verma', avatar: null };

function apiCart(lines: { product_id: number; quantity: number; size?: string | null; price?: number; name?: string }[], discount = 0, coupon: string | null = null) {
  const items = lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    size: l.size ?? null,
    unit_price: l.price ?? 100,
    total_price: (l.price ?? 100) * l.quantity,
    product: { id: l.product_id, name: l.name ?? `Product ${l.product_id}`, primary_image_url: null, category: null, inStock: true, stock_quantity: 20 },
  }));
  const subtotal = items.reduce((s, i) => s + i.total_price, 0);
  return { cart_items: items, discount, coupon_code: coupon, subtotal, discount_amount: 0, total: subtotal };
}

const message = (m: Modules) => m.snackbar.snackbarStore.get()?.message;

beforeEach(() => {
  installBrowser();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

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
    expect(await m.actions.applyCoupon(' welcome20 ')).toEqual({ ok: true, message: 'Coupon applied! 20% discount added' });
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
      { id: '9', productId: 9, name: 'Rope Chain', price: 999, image: null, category: 'Uncategorized', size: null, quantity: 3, stock: 20 },
    ]);
    expect(m.store.cartStatusStore.get()).toBe('ready');
  });

  it('sends an add to the server first and shows the server’s answer', async () => {
    const m = await loggedIn();
    replies.push({ status: 200, body: apiCart([{ product_id: 7, quantity: 1, size: '7', price: 1499.5 }]) });
    expect(await m.actions.addToCart(ring)).toBe(true);
    expect(calls[1]).toEqual({ url: '/api/v1/cart/add_item', method: 'POST', body: { product_id: 7, quantity: 1, size: '7' } });
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
    const m = await loggedIn([{ product_id: 9, quantity: 1, name: 'Rope Chain' }, { product_id: 7, quantity: 1, size: '7' }]);
    replies.push({ status: 200, body: apiCart([{ product_id: 9, quantity: 4 }, { product_id: 7, quantity: 1, size: '7' }]) });
    await m.actions.setCartQuantity('9', 4);
    expect(calls[1]).toEqual({ url: '/api/v1/cart/add_or_update', method: 'POST', body: { product_id: 9, quantity: 4, size: null } });
    replies.push({ status: 200, body: apiCart([{ product_id: 7, quantity: 1, size: '7' }]) });
    await m.actions.setCartQuantity('9', 0);
    expect(calls[2]).toEqual({ url: '/api/v1/cart/remove_item', method: 'DELETE', body: { product_id: 9, size: null } });
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
    replies.push({ status: 200, body: { ...apiCart([{ product_id: 9, quantity: 1 }], 10, 'SAVE10'), code: 'SAVE10', message: 'Coupon applied! 10% discount added' } });
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
    const merged = apiCart([{ product_id: 5, quantity: 1 }, { product_id: 7, quantity: 1, size: '7' }], 10, 'SAVE10');
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
      body: { ...apiCart([{ product_id: 9, quantity: 1 }]), skipped: [], capped: [{ product_id: 9, size: null, quantity: 1, message: 'Only 1 left in stock' }] },
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
