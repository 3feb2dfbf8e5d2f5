// Engraving: a piece that offers it takes engraving_text in the cart and at checkout (Latin and Indian letters,
// digits, spaces and & . - ', at most max_chars: tested at max_chars and one over), priced on top of the
// piece by the server; the order, the cart and the invoice show the text. Bad text is refused naming the field.
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { shippedInvoiceText } from '@/test-support/ship-order-call';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { GET as getProduct } from '@/app/api/v1/products/[id]/route';
import { GET as getProducts } from '@/app/api/v1/products/route';
import { DEMO_ENGRAVING } from '@/demo/catalogue/demo-stones';
import { POST as addOrUpdate } from '@/app/api/v1/cart/add_or_update/route';

installSandboxProvider();
silenceMailLog();
let staff: StaffAccount;
let ring: { id: number; name: string; pricePaise: number };
let plain: { id: number; name: string; pricePaise: number };

async function makePiece(over: Record<string, unknown>) {
  const made = await callRoute(createProduct, '/api/v1/admin/products', {
    method: 'POST',
    headers: staff.cookieHeaders,
    body: { name: `Band ${Math.random().toString(36).slice(2, 8)}`, price: 8_000, stock_quantity: 20, ...over },
  });
  expect(made.status).toBe(201);
  const p = made.body.product;
  return { id: p.id as number, name: p.name as string, pricePaise: Math.round(p.price * 100) };
}

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  ring = await makePiece({ engraving: { max_chars: 10, price: 499.5 } });
  plain = await makePiece({});
}, 120_000);

const TEN = 'Asha & Ravi'.slice(0, 10); // "Asha & Rav": 10 characters

it('offers engraving on the demo shop’s silver gifts', async () => {
  const { products } = (await callRoute(getProducts, '/api/v1/products?per_page=100&search=silver')).body as {
    products: { engraving: { max_chars: number; price: number } | null; tags: string[] }[];
  };
  const offered = products.filter((p) => p.engraving);
  expect(offered.length).toBeGreaterThan(0);
  for (const p of offered) {
    expect(p.engraving).toEqual({ max_chars: DEMO_ENGRAVING.maxChars, price: DEMO_ENGRAVING.pricePaise / 100 });
    expect(p.tags).toContain('gift');
  }
});

it('offers engraving on the public product', async () => {
  const read = await callRoute(getProduct, `/api/v1/products/${ring.id}`, { params: { id: String(ring.id) } });
  expect(read.body.product.engraving).toEqual({ max_chars: 10, price: 499.5 });
});

it('orders an engraved piece at max_chars, charging the engraving on top, and shows the text', async () => {
  const shopper = await createShopper();
  const body = orderBody([{ product: ring, quantity: 2 }], {
    total_amount: (ring.pricePaise * 2 + 49_950 * 2) / 100,
  });
  body.cart_items[0] = { ...body.cart_items[0]!, engraving_text: ` ${TEN} ` } as never;
  const placed = await createOrderCall(shopper.cookieHeaders, body);
  expect(placed.status).toBe(201);
  const item = placed.body.order.order_items[0];
  expect(item.engraving).toEqual({ text: TEN, price: 499.5 });
  expect(item.price).toBe((ring.pricePaise + 49_950) / 100);
  expect(placed.body.total_amount).toBe((ring.pricePaise * 2 + 49_950 * 2) / 100);

  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  expect(await shippedInvoiceText(placed.body.id, shopper.cookieHeaders)).toContain(ENGRAVING_MESSAGES.line(TEN));
});

it('refuses text one character over max_chars, naming the field, and orders nothing', async () => {
  const shopper = await createShopper();
  const body = orderBody([{ product: ring, quantity: 1 }], { total_amount: (ring.pricePaise + 49_950) / 100 });
  body.cart_items[0] = { ...body.cart_items[0]!, engraving_text: `${TEN}i` } as never;
  const refused = await createOrderCall(shopper.cookieHeaders, body);
  expect(refused.status).toBe(400);
  expect(refused.body.errors['cart_items.0.engraving_text']).toEqual([ENGRAVING_MESSAGES.tooLong(10)]);
});

it('takes Latin and Indian letters, refuses other characters and engraving on a piece without it', async () => {
  const shopper = await createShopper();
  const hindi = orderBody([{ product: ring, quantity: 1 }], { total_amount: (ring.pricePaise + 49_950) / 100 });
  hindi.cart_items[0] = { ...hindi.cart_items[0]!, engraving_text: "माँ - O'Neil" } as never;
  expect((await createOrderCall(shopper.cookieHeaders, hindi)).status).toBe(201);

  const bad = orderBody([{ product: ring, quantity: 1 }], { total_amount: (ring.pricePaise + 49_950) / 100 });
  bad.cart_items[0] = { ...bad.cart_items[0]!, engraving_text: '<b>x</b>' } as never;
  const refused = await createOrderCall(shopper.cookieHeaders, bad);
  expect(refused.status).toBe(400);
  expect(refused.body.errors['cart_items.0.engraving_text']).toEqual([ENGRAVING_MESSAGES.badCharacters]);

  const notOffered = orderBody([{ product: plain, quantity: 1 }]);
  notOffered.cart_items[0] = { ...notOffered.cart_items[0]!, engraving_text: 'Hi' } as never;
  const refusedPlain = await createOrderCall(shopper.cookieHeaders, notOffered);
  expect(refusedPlain.status).toBe(400);
  expect(refusedPlain.body.errors['cart_items.0.engraving_text']).toEqual([ENGRAVING_MESSAGES.notOffered]);
});

it('refuses invisible engraving in the cart and at checkout: a pile of accents, a Hangul filler', async () => {
  const shopper = await createShopper();
  for (const text of [`a${'\u0301'.repeat(199)}`, '\u3164\u3164', 'Ravi\u200B']) {
    const body = orderBody([{ product: ring, quantity: 1 }], { total_amount: (ring.pricePaise + 49_950) / 100 });
    body.cart_items[0] = { ...body.cart_items[0]!, engraving_text: text } as never;
    const refused = await createOrderCall(shopper.cookieHeaders, body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors['cart_items.0.engraving_text']).toEqual([ENGRAVING_MESSAGES.badCharacters]);
    const cart = await callRoute(addOrUpdate, '/api/v1/cart/add_or_update', {
      method: 'POST',
      headers: shopper.cookieHeaders,
      body: { product_id: ring.id, quantity: 1, engraving_text: text },
    });
    expect(cart.status).toBe(400);
  }
});

it('recomputes the price: a total without the engraving is refused as changed', async () => {
  const shopper = await createShopper();
  const body = orderBody([{ product: ring, quantity: 1 }]);
  body.cart_items[0] = { ...body.cart_items[0]!, engraving_text: 'Love' } as never;
  const refused = await createOrderCall(shopper.cookieHeaders, body);
  expect(refused.status).toBe(409);
  expect(refused.body.error_code).toBe(ORDER_ERROR_CODES.priceChanged);
  expect(refused.body.total_amount).toBe((ring.pricePaise + 49_950) / 100);
  // The change it lists is the engraving the total left out, never an empty list.
  expect(refused.body.changes).toEqual([
    { product_id: ring.id, name: ring.name, price: (ring.pricePaise + 49_950) / 100, engraving: 499.5 },
  ]);
  // A total wrong for another reason lists no engraving it did not leave out.
  const other = orderBody([{ product: ring, quantity: 1 }], { total_amount: 1 });
  other.cart_items[0] = { ...other.cart_items[0]!, engraving_text: 'Love' } as never;
  const wrong = await createOrderCall(shopper.cookieHeaders, other);
  expect(wrong.status).toBe(409);
  expect(wrong.body.changes).toEqual([]);
});

it('keeps the engraving on the cart line, priced on top, and refuses max_chars + 1 naming the field', async () => {
  const shopper = await createShopper();
  const call = (engraving_text: string) =>
    callRoute(addOrUpdate, '/api/v1/cart/add_or_update', {
      method: 'POST',
      headers: shopper.cookieHeaders,
      body: { product_id: ring.id, quantity: 2, engraving_text },
    });
  const ok = await call(TEN);
  expect(ok.status).toBe(200);
  const line = ok.body.cart_items[0];
  expect(line.engraving).toEqual({ text: TEN, price: 499.5 });
  expect(line.unit_price).toBe(ring.pricePaise / 100);
  expect(line.total_price).toBe((ring.pricePaise * 2 + 49_950 * 2) / 100);
  const over = await call(`${TEN}!`);
  expect(over.status).toBe(400);
  expect(over.body.errors.engraving_text).toBeDefined();
  const long = await call(`${TEN}x`);
  expect(long.status).toBe(400);
  expect(long.body.errors.engraving_text).toEqual([ENGRAVING_MESSAGES.tooLong(10)]);
});
