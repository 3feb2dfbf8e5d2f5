// Asking for an alert and stopping it through the API. A signed-in shopper's alert is kept at once;
// a guest's only after the one-time code mailed to the address; each refusal is a 4xx with message and
// error_code, and asking twice answers the alert already kept.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { productAlerts, products, productVariants } from '@/lib/server/db/schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ALERT_ERROR_CODES } from '@/lib/shared/schemas/alert-schema';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { CART_ERROR_CODES } from '@/lib/shared/error-codes/cart-error-codes';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import {
  browserHeaders,
  freshEmail,
  freshIp,
  latestCode,
  silenceMailLog,
  wrongCode,
} from '@/test-support/accounts-api';
import { GET as myAlerts } from '@/app/api/v1/alerts/route';
import { DELETE as stop, POST as ask } from './[id]/alerts/route';

type Shopper = Awaited<ReturnType<typeof createShopper>>;
silenceMailLog();

let soldOut: number;
let inStock: number;
let sized: number;
let hidden: number;

async function piece(name: string, values: Partial<typeof products.$inferInsert>): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(products)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-'), pricePaise: 450_000, ...values })
    .returning({ id: products.id });
  return row.id;
}

beforeAll(async () => {
  await seedCatalogue();
  soldOut = await piece('Alert Sold Out Ring', { stockQuantity: 0 });
  inStock = await piece('Alert In Stock Ring', { stockQuantity: 4 });
  hidden = await piece('Alert Hidden Ring', { stockQuantity: 0, active: false });
  sized = await piece('Alert Sized Ring', { stockQuantity: 2, sizes: ['10', '12'] });
  const db = await getDb();
  await db.insert(productVariants).values([
    { productId: sized, size: '10', stockQuantity: 0, pricePaise: 450_000, position: 0 },
    { productId: sized, size: '12', stockQuantity: 2, pricePaise: 450_000, position: 1 },
  ]);
});

const post = (id: number | string, body: unknown, headers: Record<string, string>) =>
  callRoute(ask, `/api/v1/products/${id}/alerts`, { method: 'POST', body, headers, params: { id: String(id) } });
const del = (id: number, query: string, headers: Record<string, string>) =>
  callRoute(stop, `/api/v1/products/${id}/alerts?${query}`, { method: 'DELETE', headers, params: { id: String(id) } });
const listOf = async (shopper: Shopper) =>
  (await callRoute(myAlerts, '/api/v1/alerts', { headers: shopper.cookieHeaders })).body.alerts;

describe('a signed-in shopper', () => {
  it('asks for a back-in-stock alert, sees it listed, asks again idempotently, and stops it', async () => {
    const shopper = await createShopper();
    const made = await post(soldOut, { kind: 'back_in_stock' }, shopper.cookieHeaders);
    expect(made.status).toBe(201);
    expect(made.body.alert).toMatchObject({
      product_id: soldOut,
      product_name: 'Alert Sold Out Ring',
      kind: 'back_in_stock',
      size: null,
      price_when_asked: null,
    });
    const again = await post(soldOut, { kind: 'back_in_stock' }, shopper.cookieHeaders);
    expect(again.status).toBe(200);
    expect(again.body.alert.id).toBe(made.body.alert.id);
    expect(await listOf(shopper)).toEqual([made.body.alert]);

    expect((await del(soldOut, 'kind=back_in_stock', shopper.cookieHeaders)).status).toBe(204);
    expect((await del(soldOut, 'kind=back_in_stock', shopper.cookieHeaders)).status).toBe(204);
    expect(await listOf(shopper)).toEqual([]);
  });

  it('asks for a price drop on a piece in stock, keeping the price when asked', async () => {
    const shopper = await createShopper();
    const made = await post(inStock, { kind: 'price_drop' }, shopper.cookieHeaders);
    expect(made.status).toBe(201);
    expect(made.body.alert).toMatchObject({ kind: 'price_drop', price_when_asked: 4500 });
  });

  it('asks for a sold-out size of a piece that is otherwise in stock', async () => {
    const shopper = await createShopper();
    const made = await post(sized, { kind: 'back_in_stock', size: '10' }, shopper.cookieHeaders);
    expect(made.status).toBe(201);
    expect(made.body.alert.size).toBe('10');
    // Stopping another size leaves this one.
    expect((await del(sized, 'kind=back_in_stock&size=12', shopper.cookieHeaders)).status).toBe(204);
    expect(await listOf(shopper)).toHaveLength(1);
  });

  it("does not see or stop another shopper's alerts", async () => {
    const [owner, stranger] = [await createShopper(), await createShopper()];
    expect((await post(soldOut, { kind: 'price_drop' }, owner.cookieHeaders)).status).toBe(201);
    expect(await listOf(stranger)).toEqual([]);
    expect((await del(soldOut, 'kind=price_drop', stranger.cookieHeaders)).status).toBe(204);
    expect(await listOf(owner)).toHaveLength(1);
  });
});

describe('refusals', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await createShopper();
  });
  const refused = (status: number, code: string) => ({
    status,
    body: { message: expect.any(String), error_code: code },
  });
  const pick = (res: { status: number; body: { message?: unknown; error_code?: unknown } }) => ({
    status: res.status,
    body: { message: res.body.message, error_code: res.body.error_code },
  });

  it('409 for back in stock on a piece (or size) that is in stock', async () => {
    expect(pick(await post(inStock, { kind: 'back_in_stock' }, shopper.cookieHeaders))).toEqual(
      refused(409, ALERT_ERROR_CODES.inStock),
    );
    expect(pick(await post(sized, { kind: 'back_in_stock', size: '12' }, shopper.cookieHeaders))).toEqual(
      refused(409, ALERT_ERROR_CODES.inStock),
    );
  });

  it('400 for a size the piece does not have', async () => {
    expect(pick(await post(sized, { kind: 'back_in_stock', size: '99' }, shopper.cookieHeaders))).toEqual(
      refused(400, CART_ERROR_CODES.invalidSize),
    );
    expect(pick(await post(soldOut, { kind: 'price_drop', size: '10' }, shopper.cookieHeaders))).toEqual(
      refused(400, CART_ERROR_CODES.invalidSize),
    );
  });

  it('404 for a piece that does not exist or is not on sale', async () => {
    expect(pick(await post(999_999, { kind: 'price_drop' }, shopper.cookieHeaders))).toEqual(
      refused(404, ERROR_CODES.notFound),
    );
    expect(pick(await post(hidden, { kind: 'price_drop' }, shopper.cookieHeaders))).toEqual(
      refused(404, ERROR_CODES.notFound),
    );
    expect(pick(await post('abc', { kind: 'price_drop' }, shopper.cookieHeaders))).toEqual(
      refused(404, ERROR_CODES.notFound),
    );
  });

  it('400 for a bad body or query', async () => {
    for (const body of [{}, { kind: 'cheaper' }, { kind: 'price_drop', extra: 1 }, { kind: 'price_drop', size: '' }]) {
      expect(pick(await post(soldOut, body, shopper.cookieHeaders))).toEqual(
        refused(400, ERROR_CODES.validationFailed),
      );
    }
    expect(pick(await del(soldOut, 'kind=cheaper', shopper.cookieHeaders))).toEqual(
      refused(400, ERROR_CODES.validationFailed),
    );
  });

  it('401 for a guest without an address, and for DELETE and the list without a session', async () => {
    const guest = browserHeaders(freshIp());
    expect(pick(await post(soldOut, { kind: 'back_in_stock' }, guest))).toEqual(
      refused(401, ERROR_CODES.unauthenticated),
    );
    expect(pick(await del(soldOut, 'kind=back_in_stock', guest))).toEqual(refused(401, ERROR_CODES.unauthenticated));
    expect((await callRoute(myAlerts, '/api/v1/alerts', { headers: guest })).status).toBe(401);
  });

  it('keeps nothing for any refusal', async () => {
    const db = await getDb();
    expect(await db.select().from(productAlerts).where(eq(productAlerts.userId, shopper.user.id))).toEqual([]);
  });
});

describe('a guest', () => {
  it('confirms the address with the one-time code; the alert is kept only then', async () => {
    const email = freshEmail('guest');
    const headers = browserHeaders(freshIp());
    const started = await post(soldOut, { kind: 'back_in_stock', email }, headers);
    expect(started.status).toBe(202);
    expect(started.body.session_token).toEqual(expect.any(String));
    const db = await getDb();
    expect(await db.select().from(productAlerts).where(eq(productAlerts.email, email))).toEqual([]);

    const code = await latestCode(email);
    const wrong = await post(
      soldOut,
      { kind: 'back_in_stock', email, session_token: started.body.session_token, otp_code: wrongCode(code) },
      headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
    expect(await db.select().from(productAlerts).where(eq(productAlerts.email, email))).toEqual([]);

    const confirmed = await post(
      soldOut,
      { kind: 'back_in_stock', email, session_token: started.body.session_token, otp_code: code },
      headers,
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.alert).toMatchObject({ product_id: soldOut, kind: 'back_in_stock' });
    expect(await db.select().from(productAlerts).where(eq(productAlerts.email, email))).toHaveLength(1);

    // The code is used up.
    const replay = await post(
      soldOut,
      { kind: 'back_in_stock', email, session_token: started.body.session_token, otp_code: code },
      headers,
    );
    expect(replay.status).toBe(400);
    expect(replay.body.error_code).toBe(AUTH_ERROR_CODES.noSessionToken);
  });

  it('cannot use a code mailed to one address for another', async () => {
    const [email, other] = [freshEmail('guest'), freshEmail('victim')];
    const headers = browserHeaders(freshIp());
    const started = await post(soldOut, { kind: 'price_drop', email }, headers);
    const code = await latestCode(email);
    const res = await post(
      soldOut,
      { kind: 'price_drop', email: other, session_token: started.body.session_token, otp_code: code },
      headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
    const db = await getDb();
    expect(await db.select().from(productAlerts).where(eq(productAlerts.email, other))).toEqual([]);
  });

  it('is refused before any code is mailed when the request itself is wrong', async () => {
    const email = freshEmail('guest');
    const res = await post(inStock, { kind: 'back_in_stock', email }, browserHeaders(freshIp()));
    expect(res.status).toBe(409);
    await expect(latestCode(email)).rejects.toThrow();
  });
});
