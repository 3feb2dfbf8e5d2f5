// The cart store's tests' browser stand-in (lib/client/stores/cart-actions*.test.ts): localStorage, window
// events and a scripted fetch. The `let`s are live bindings: a test reads the calls made and queues replies.
import type { SessionUser } from '@/lib/shared/schemas/client-state-schema';

export type Modules = {
  actions: typeof import('@/lib/client/stores/cart-actions');
  store: typeof import('@/lib/client/stores/cart-store');
  session: typeof import('@/lib/client/stores/session-store');
  snackbar: typeof import('@/lib/client/stores/snackbar-store');
};

export class MemoryStorage {
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

export type FetchCall = { url: string; method: string; body: unknown };
export type Reply = { status: number; body: unknown } | 'network-error' | Promise<{ status: number; body: unknown }>;
export let calls: FetchCall[] = [];
export let replies: Reply[] = [];
export let storage: MemoryStorage;

export function installBrowser(): void {
  storage = new MemoryStorage();
  const target = new EventTarget();
  Object.assign(globalThis, {
    window: Object.assign(target, { localStorage: storage }),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
  });
  calls = [];
  replies = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const reply = replies.shift();
    if (reply === undefined) throw new Error(`unexpected request ${String(input)}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = await reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

export async function loadModules(): Promise<Modules> {
  jest.resetModules();
  return {
    actions: await import('@/lib/client/stores/cart-actions'),
    store: await import('@/lib/client/stores/cart-store'),
    session: await import('@/lib/client/stores/session-store'),
    snackbar: await import('@/lib/client/stores/snackbar-store'),
  };
}

export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
};

export const ring = {
  productId: 7,
  name: 'Lotus Ring',
  price: 1499.5,
  image: '/media/p/7.webp',
  category: 'Rings',
  size: '7',
  quantity: 1,
};
export const chain = {
  productId: 9,
  name: 'Rope Chain',
  price: 999,
  image: null,
  category: 'Chains',
  size: null,
  quantity: 2,
};
export const user: SessionUser = {
  id: 1,
  name: 'Asha Verma',
  email: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Verma',
  avatar: null,
};

export function apiCart(
  lines: { product_id: number; quantity: number; size?: string | null; price?: number; name?: string }[],
  discount = 0,
  coupon: string | null = null,
) {
  const items = lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity,
    size: l.size ?? null,
    unit_price: l.price ?? 100,
    total_price: (l.price ?? 100) * l.quantity,
    product: {
      id: l.product_id,
      name: l.name ?? `Product ${l.product_id}`,
      primary_image_url: null,
      category: null,
      inStock: true,
      stock_quantity: 20,
    },
  }));
  const subtotal = items.reduce((s, i) => s + i.total_price, 0);
  return { cart_items: items, discount, coupon_code: coupon, subtotal, discount_amount: 0, total: subtotal };
}

export const message = (m: Modules) => m.snackbar.snackbarStore.get()?.message;

/** Call once at the top of a test file: a fresh browser before each test, real timers after. */
export function setUpCartBrowser(): void {
  beforeEach(() => {
    installBrowser();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
