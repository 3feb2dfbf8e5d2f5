// Old-gold exchange through the real routes: a quote at the day's rate less the deduction, an order that charges
// the rest, and the shop's test of the gold when it arrives.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, exchangeQuotes, mailOutbox, metalRates, shopSettings } from '@/lib/server/db/schema';
import { POST as quoteRoute } from '@/app/api/v1/exchange/quote/route';
import { POST as testRoute } from '@/app/api/v1/admin/orders/[id]/exchange/route';
import { GET as orderRoute } from '@/app/api/v1/orders/[id]/route';
import { GET as invoicePdf } from '@/app/api/v1/orders/[id]/invoice.pdf/route';
import { pdfText } from '@/test-support/pdf-text';
import { GET as readSettings, PATCH as patchSettings } from '@/app/api/v1/admin/settings/route';
import { taxDocuments } from '@/lib/server/db/schema';
import { and } from 'drizzle-orm';
import { callRoute } from '@/test-support/call-route';
import { createOrderCall, orderBody, orderRow, payInSandbox } from '@/test-support/checkout-fixtures';
import { createStaff } from '@/test-support/create-staff';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { a, b, shopper, setUpPaymentsFixture } from '@/test-support/payments-api-fixture';
import { EXCHANGE_ERROR_CODES } from '@/lib/shared/error-codes';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import { formatRupees } from '@/lib/shared/money';
import { QUOTES_PER_CLIENT_HOUR } from './records/quotes';

process.env.TRUST_PROXY = '1';
setUpPaymentsFixture();

let clientNo = 0;
/** Each test asks from its own client address, so the per-client budget is the test's alone. */
let client = '';
beforeEach(() => {
  client = `203.0.113.${++clientNo}`;
});

const quote = (body: unknown, from = client) =>
  callRoute(quoteRoute, '/api/v1/exchange/quote', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': from },
  });

async function setRate(key: 'gold_22k' | 'gold_24k' | 'gold_18k', paisePerGram: number) {
  const db = await getDb();
  await db
    .insert(metalRates)
    .values({ key, ratePaisePerGram: paisePerGram })
    .onConflictDoUpdate({ target: metalRates.key, set: { ratePaisePerGram: paisePerGram } });
}

async function setSelling(selling: Record<string, unknown>) {
  const db = await getDb();
  await db.update(shopSettings).set({ selling }).where(eq(shopSettings.id, 1));
}

afterEach(() => setSelling({}));

describe('POST /exchange/quote', () => {
  it('values 10 g of 22K at 10 x the day 22K rate x (1 - 2 %), until the end of the IST day', async () => {
    await setRate('gold_22k', 654_321); // ₹6,543.21 a gram
    const res = await quote({ metal: 'gold', purity: '22K', weight_grams: 10 });
    expect(res.status).toBe(200);
    // 10 x 654321 x 0.98 = 6412345.8 paise -> 6412346 paise.
    expect(res.body.quote).toMatchObject({
      metal: 'gold',
      purity: '22K',
      weight_grams: 10,
      rate_per_gram: 6543.21,
      deduction_percent: 2,
      value: 64123.46,
    });
    expect(res.body.quote.id).toMatch(/^[0-9a-f-]{36}$/);
    const until = new Date(res.body.quote.valid_until);
    const istClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(until);
    expect(istClock).toBe('23:59:59');
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    const [row] = await (await getDb()).select().from(exchangeQuotes).where(eq(exchangeQuotes.id, res.body.quote.id));
    expect(row).toMatchObject({ weightMg: 10_000, ratePaisePerGram: 654_321, deductionBp: 200, valuePaise: 6_412_346 });
  });

  it('rounds half a paisa up and just under half down', async () => {
    // 1 mg at 50,000 paise/g x 0.98 = 49 paise exactly; at 50,051: 49.04998 -> 49; at 51,020: 49.9996 -> 50.
    await setRate('gold_24k', 50_000);
    expect((await quote({ metal: 'gold', purity: '24K', weight_grams: 0.001 })).body.quote.value).toBe(0.49);
    await setRate('gold_24k', 50_051);
    expect((await quote({ metal: 'gold', purity: '24K', weight_grams: 0.001 })).body.quote.value).toBe(0.49);
    await setRate('gold_24k', 51_020);
    expect((await quote({ metal: 'gold', purity: '24K', weight_grams: 0.001 })).body.quote.value).toBe(0.5);
    // 0.005 g at 10,000 paise/g with 0 %: 50 paise exactly; 25 % off 2 mg at 1,000 paise/g = 1.5 paise -> 2.
    await setSelling({ exchange_deduction_percent: 0 });
    await setRate('gold_24k', 10_000);
    expect((await quote({ metal: 'gold', purity: '24K', weight_grams: 0.005 })).body.quote.value).toBe(0.5);
    await setSelling({ exchange_deduction_percent: 25 });
    await setRate('gold_24k', 1_000);
    expect((await quote({ metal: 'gold', purity: '24K', weight_grams: 0.002 })).body.quote.value).toBe(0.02);
  });

  it('refuses bad input naming the field', async () => {
    const bad = [
      [{ metal: 'copper', purity: '22K', weight_grams: 1 }, 'metal'],
      [{ metal: 'gold', purity: '21K', weight_grams: 1 }, 'purity'],
      [{ metal: 'gold', purity: '925', weight_grams: 1 }, 'purity'],
      [{ metal: 'gold', purity: '22K', weight_grams: 0 }, 'weight_grams'],
      [{ metal: 'gold', purity: '22K', weight_grams: -1 }, 'weight_grams'],
      [{ metal: 'gold', purity: '22K', weight_grams: 1.0001 }, 'weight_grams'],
      [{ metal: 'gold', purity: '22K', weight_grams: '10' }, 'weight_grams'],
      [{ metal: 'gold', purity: '22K' }, 'weight_grams'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await quote(body);
      expect([400, 422]).toContain(res.status);
      expect(res.body.error_code).toBeTruthy();
      expect(res.body.message).toContain(field);
      expect(res.body.errors[field]).toBeDefined();
    }
  });

  it('keeps to the maximum weight per order: at it, yes; a milligram over, no', async () => {
    await setSelling({ exchange_max_weight_grams: 50 });
    expect((await quote({ metal: 'gold', purity: '22K', weight_grams: 50 })).status).toBe(200);
    const over = await quote({ metal: 'gold', purity: '22K', weight_grams: 50.001 });
    expect(over.status).toBe(400);
    expect(over.body.errors.weight_grams).toEqual([EXCHANGE_MESSAGES.tooHeavy(50)]);
  });

  it('takes only the purities the shop accepts, and nothing while the exchange is off', async () => {
    const silver = await quote({ metal: 'silver', purity: '925', weight_grams: 10 });
    expect(silver.status).toBe(422);
    expect(silver.body).toMatchObject({ error_code: EXCHANGE_ERROR_CODES.disabled });
    expect(silver.body.errors.purity).toBeDefined();
    await setSelling({ exchange_enabled: false });
    const off = await quote({ metal: 'gold', purity: '22K', weight_grams: 10 });
    expect(off.status).toBe(422);
    expect(off.body).toMatchObject({ error_code: EXCHANGE_ERROR_CODES.disabled, message: EXCHANGE_MESSAGES.disabled });
  });

  it('limits quotes per client: the last one in budget passes, the next is 429, another client is not held', async () => {
    for (let i = 0; i < QUOTES_PER_CLIENT_HOUR; i++) {
      expect((await quote({ metal: 'gold', purity: '18K', weight_grams: 1 })).status).toBe(200);
    }
    const limited = await quote({ metal: 'gold', purity: '18K', weight_grams: 1 });
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe(EXCHANGE_ERROR_CODES.rateLimited);
    expect((await quote({ metal: 'gold', purity: '18K', weight_grams: 1 }, '198.51.100.7')).status).toBe(200);
  });
});

describe('checkout with old gold', () => {
  const quoteWorth = async (rupees: number) => {
    // A rate so that 1 g at 0 % deduction is worth exactly the amount asked.
    await setSelling({ exchange_deduction_percent: 0, exchange_max_weight_grams: 1000 });
    await setRate('gold_22k', Math.round(rupees * 100));
    const res = await quote({ metal: 'gold', purity: '22K', weight_grams: 1 });
    expect(res.status).toBe(200);
    return res.body.quote as { id: string; value: number };
  };

  it('charges the total less the quote, keeps total_amount, marks the order and uses the quote once', async () => {
    await setRate('gold_22k', 600_000);
    const q = (await quote({ metal: 'gold', purity: '22K', weight_grams: 1.5 })).body.quote;
    // 1.5 g x ₹6,000 x 0.98 = ₹8,820.
    expect(q.value).toBe(8820);
    const lines = [
      { product: a, quantity: 2 },
      { product: b, quantity: 1 },
    ];
    const total = a.pricePaise * 2 + b.pricePaise;
    expect(total).toBeGreaterThan(882_000);
    const res = await createOrderCall(shopper.cookieHeaders, orderBody(lines, { exchange_quote_id: q.id }));
    expect(res.status).toBe(201);
    expect(res.body.total_amount).toBe(total / 100);
    expect(res.body.amount).toBe(total - 882_000);
    expect(res.body.order.exchange).toMatchObject({
      status: 'to_collect',
      metal: 'gold',
      purity: '22K',
      declared_weight_grams: 1.5,
      value: 8820,
    });
    expect(res.body.order.amount_payable).toBe((total - 882_000) / 100);
    expect((await orderRow(res.body.id)).exchangeCreditPaise).toBe(882_000);

    // The shopper's own order shows it; paying the rest confirms the order.
    const paid = await payInSandbox(shopper.cookieHeaders, res.body);
    expect(paid.status).toBe(200);
    const confirmation = (
      await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email))
    ).find((m) => m.subject.includes(`order #${res.body.id} confirmed`));
    expect(confirmation?.text).toContain(
      `We received your payment of ${formatRupees((total - 882_000) / 100)}: this email is your receipt for it.`,
    );
    expect(confirmation?.text).toContain(EXCHANGE_MESSAGES.toCollect('1.5', '22K', 8820));
    expect((await orderRow(res.body.id)).status).toBe('confirmed');
    const mine = await callRoute(orderRoute, `/api/v1/orders/${res.body.id}`, {
      params: { id: String(res.body.id) },
      headers: shopper.cookieHeaders,
    });
    expect(mine.body.order ?? mine.body).toMatchObject({ exchange: { status: 'to_collect', value: 8820 } });

    const again = await createOrderCall(shopper.cookieHeaders, orderBody(lines, { exchange_quote_id: q.id }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error_code: EXCHANGE_ERROR_CODES.quoteUsed,
      message: EXCHANGE_MESSAGES.quoteUsed,
    });
  });

  it('refuses a quote worth the whole order or more; one paisa less is charged that paisa', async () => {
    const lines = [{ product: a, quantity: 1 }];
    const equal = await quoteWorth(a.pricePaise / 100);
    const atTotal = await createOrderCall(shopper.cookieHeaders, orderBody(lines, { exchange_quote_id: equal.id }));
    expect(atTotal.status).toBe(409);
    expect(atTotal.body.error_code).toBe(EXCHANGE_ERROR_CODES.quoteTooLarge);
    expect(atTotal.body.message).toBe(EXCHANGE_MESSAGES.quoteTooLarge(a.pricePaise / 100, a.pricePaise / 100));
    const above = await quoteWorth(a.pricePaise / 100 + 0.01);
    const over = await createOrderCall(shopper.cookieHeaders, orderBody(lines, { exchange_quote_id: above.id }));
    expect(over.status).toBe(409);
    const below = await quoteWorth(a.pricePaise / 100 - 0.01);
    const ok = await createOrderCall(shopper.cookieHeaders, orderBody(lines, { exchange_quote_id: below.id }));
    expect(ok.status).toBe(201);
    expect(ok.body.amount).toBe(1);
  });

  it('refuses an expired or unknown quote, and a malformed id naming the field', async () => {
    const lines = [{ product: a, quantity: 1 }];
    const q = await quoteWorth(100);
    await (
      await getDb()
    )
      .update(exchangeQuotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(exchangeQuotes.id, q.id));
    const expired = await createOrderCall(shopper.cookieHeaders, orderBody(lines, { exchange_quote_id: q.id }));
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({
      error_code: EXCHANGE_ERROR_CODES.quoteExpired,
      message: EXCHANGE_MESSAGES.quoteExpired,
    });
    const unknown = await createOrderCall(
      shopper.cookieHeaders,
      orderBody(lines, { exchange_quote_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.status).toBe(404);
    const malformed = await createOrderCall(shopper.cookieHeaders, orderBody(lines, { exchange_quote_id: 'x' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.exchange_quote_id).toBeDefined();
  });
});

describe('POST /admin/orders/{id}/exchange', () => {
  async function orderWithGold(grams: number) {
    await setRate('gold_22k', 100_000);
    const q = (await quote({ metal: 'gold', purity: '22K', weight_grams: grams })).body.quote;
    const res = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: a, quantity: 2 }], { exchange_quote_id: q.id }),
    );
    expect(res.status).toBe(201);
    return res.body.id as number;
  }
  const test = async (orderId: number, body: unknown, headers: Record<string, string>) =>
    callRoute(testRoute, `/api/v1/admin/orders/${orderId}/exchange`, {
      method: 'POST',
      params: { id: String(orderId) },
      body,
      headers,
    });

  it('records a shortfall, mails the shopper what is owed, audits it, and takes no second test', async () => {
    const staff = await createStaff('owner');
    const id = await orderWithGold(1.5);
    const res = await test(id, { tested_weight_grams: 1.4, tested_purity: '22K' }, staff.cookieHeaders);
    expect(res.status).toBe(200);
    // 1.4 g x ₹1,000 x 0.98 = ₹1,372; declared ₹1,470: ₹98 owed.
    expect(res.body.exchange).toMatchObject({
      status: 'tested',
      tested_weight_grams: 1.4,
      tested_value: 1372,
      difference: -98,
    });
    const db = await getDb();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email));
    const mail = mails.find((m) => m.subject === EXCHANGE_MESSAGES.shortfallSubject(id));
    expect(mail?.text).toContain('₹98');
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'order.exchange_tested'));
    expect(audits.some((e) => e.entityId === String(id))).toBe(true);
    const twice = await test(id, { tested_weight_grams: 1.4, tested_purity: '22K' }, staff.cookieHeaders);
    expect(twice.status).toBe(409);
    expect(twice.body.error_code).toBe(EXCHANGE_ERROR_CODES.alreadyTested);
  });

  it('records an excess as owed back, values another purity at its own rate, and refuses an order without gold', async () => {
    const staff = await createStaff('owner');
    await setRate('gold_24k', 120_000);
    const id = await orderWithGold(1);
    const res = await test(id, { tested_weight_grams: 1, tested_purity: '24K' }, staff.cookieHeaders);
    // 1 g x ₹1,200 x 0.98 = ₹1,176 against ₹980 declared.
    expect(res.body.exchange).toMatchObject({ tested_purity: '24K', tested_value: 1176, difference: 196 });
    const plain = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: b, quantity: 1 }]));
    const none = await test(plain.body.id, { tested_weight_grams: 1, tested_purity: '22K' }, staff.cookieHeaders);
    expect(none.status).toBe(409);
    expect(none.body.error_code).toBe(EXCHANGE_ERROR_CODES.noExchange);
    const bad = await test(id, { tested_weight_grams: 0, tested_purity: '22K' }, staff.cookieHeaders);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.tested_weight_grams).toBeDefined();
  });

  it('is for the back office only', async () => {
    const id = await orderWithGold(1);
    const res = await test(id, { tested_weight_grams: 1, tested_purity: '22K' }, shopper.cookieHeaders);
    expect([401, 403]).toContain(res.status);
  });
});

describe('the invoice of an order paid partly in old gold', () => {
  it('taxes the full price and takes the old gold off the amount payable, below the tax', async () => {
    await setRate('gold_22k', 100_000);
    const q = (await quote({ metal: 'gold', purity: '22K', weight_grams: 2 })).body.quote;
    // 2 g x ₹1,000 x 0.98 = ₹1,960.
    expect(q.value).toBe(1960);
    const plain = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: b, quantity: 1 }]));
    const withGold = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: b, quantity: 1 }], { exchange_quote_id: q.id }),
    );
    expect(withGold.body.amount).toBe(b.pricePaise - 196_000);
    for (const order of [plain.body, withGold.body])
      expect((await payInSandbox(shopper.cookieHeaders, order)).status).toBe(200);
    // The tax invoice is issued when the order ships.
    const shipper = await createStaff('owner');
    for (const order of [plain.body, withGold.body])
      expect((await shipOrderCall(order.id, shipper.cookieHeaders)).status).toBe(200);
    const db = await getDb();
    const invoiceOf = async (orderId: number) => {
      const [row] = await db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
      return row.document;
    };
    const without = await invoiceOf(plain.body.id);
    const withOld = await invoiceOf(withGold.body.id);
    // The same piece: the same taxable value and tax, old gold or not.
    expect(withOld.totals).toEqual(without.totals);
    expect(withOld.oldGold).toEqual({
      weightGrams: 2,
      purity: 'Gold 22K (916)',
      valuePaise: 196_000,
      amountPayablePaise: without.totals.totalPaise - 196_000,
    });
    const response = await invoicePdf(
      new (await import('next/server')).NextRequest(
        `http://localhost:3000/api/v1/orders/${withGold.body.id}/invoice.pdf`,
        {
          headers: shopper.cookieHeaders,
        },
      ),
      { params: Promise.resolve({ id: String(withGold.body.id) }) },
    );
    expect(response.status).toBe(200);
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain(EXCHANGE_MESSAGES.invoiceLine('2', 'Gold 22K (916)'));
    expect(text).toContain(EXCHANGE_MESSAGES.amountPayable);
  });
});

describe('selling settings from the back office', () => {
  it('the owner sets the deduction and purities; the next quote uses them; a bad value names its field', async () => {
    const owner = await createStaff('owner');
    const current = await callRoute(readSettings, '/api/v1/admin/settings', { headers: owner.cookieHeaders });
    const save = (body: Record<string, unknown>, updatedAt: string) =>
      callRoute(patchSettings, '/api/v1/admin/settings', {
        method: 'PATCH',
        body: { ...body, updated_at: updatedAt },
        headers: owner.cookieHeaders,
      });
    const saved = await save(
      { exchange_deduction_percent: 3.5, exchange_purities: ['gold_22k', 'silver_925'] },
      current.body.settings.updated_at,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ exchange_deduction_percent: 3.5, emi_plans: expect.any(Array) });
    await setRate('gold_22k', 100_000);
    // 10 g x ₹1,000 x 0.965 = ₹9,650.
    expect((await quote({ metal: 'gold', purity: '22K', weight_grams: 10 })).body.quote).toMatchObject({
      deduction_percent: 3.5,
      value: 9650,
    });
    expect((await quote({ metal: 'gold', purity: '24K', weight_grams: 1 })).status).toBe(422);
    const bad = await save({ exchange_deduction_percent: 51 }, saved.body.settings.updated_at);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.exchange_deduction_percent).toBeDefined();
  });
});
