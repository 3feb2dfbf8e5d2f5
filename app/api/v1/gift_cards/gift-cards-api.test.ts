// Gift cards end to end through the API: bought within ₹500 to ₹1,00,000, paid through the card's own provider
// order and issued once whichever way the payment is reported (verify, the sandbox card page, the webhook),
// its code mailed (today, or by the sweep on a later send day), its balance read by code with misses bounded
// per client.
import { and, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { giftCards, mailOutbox, outboundMessages, storedValueMovements, storedValues } from '@/lib/server/db/schema';
import { giftCardValueByCode, sendDueGiftCards } from '@/lib/server/gift-cards';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { until } from '@/test-support/until';
import {
  hmac,
  installSandboxProvider,
  paymentEvent,
  SANDBOX_SECRET,
  verifyCall,
  webhookCall,
} from '@/test-support/checkout-fixtures';
import { giftCardLastDay } from '@/lib/shared/gift-card-rules';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { POST as buy, GET as listOwn } from './route';
import { GET as lookUp } from './[code]/route';
import { POST as sandboxPay } from '../payments/sandbox/pay/route';
import { POST as issueByHand } from '../admin/gift_cards/route';

installSandboxProvider();
process.env.TRUST_PROXY = '1';

let buyer: Awaited<ReturnType<typeof createShopper>>;
let other: Awaited<ReturnType<typeof createShopper>>;
beforeAll(async () => {
  await seedCatalogue();
  buyer = await createShopper({ firstName: 'Kavya' });
  other = await createShopper();
});

let n = 0;
const recipient = () => `friend${++n}-${Date.now()}@example.com`;

const buyCall = (body: Record<string, unknown>, headers = buyer.cookieHeaders) =>
  callRoute(buy, '/api/v1/gift_cards', { method: 'POST', body, headers });

const lookUpCall = (code: string, ip = '203.0.113.7') =>
  callRoute(lookUp, `/api/v1/gift_cards/${encodeURIComponent(code)}`, {
    params: { code },
    headers: { 'x-real-ip': ip },
  });

function signedVerify(card: { id: number; razorpay_order_id: string }, headers = buyer.cookieHeaders) {
  const pay = `pay_gift${Math.random().toString(36).slice(2, 12)}`;
  return verifyCall(headers, {
    order_id: card.id,
    razorpay_order_id: card.razorpay_order_id,
    razorpay_payment_id: pay,
    razorpay_signature: hmac(SANDBOX_SECRET, `${card.razorpay_order_id}|${pay}`),
  });
}

async function bought(amount: number, extra: Record<string, unknown> = {}) {
  const email = recipient();
  const res = await buyCall({ amount, recipient_name: 'Ira', recipient_email: email, ...extra });
  expect(res.status).toBe(201);
  return { ...(res.body as { id: number; razorpay_order_id: string; amount: number }), email };
}

async function codeMailedTo(email: string): Promise<string[]> {
  const rows = await (
    await getDb()
  )
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%gift card%')));
  return rows.map((r) => /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(r.text)?.[1] ?? '');
}

async function valueOf(cardId: number) {
  const db = await getDb();
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, cardId));
  const moves = card.storedValueId
    ? await db.select().from(storedValueMovements).where(eq(storedValueMovements.storedValueId, card.storedValueId))
    : [];
  const [value] = card.storedValueId
    ? await db.select().from(storedValues).where(eq(storedValues.id, card.storedValueId))
    : [];
  return { card, moves, balance: value ? Number(value.balancePaise) : null };
}

describe('POST /gift_cards', () => {
  it('takes ₹500 to ₹1,00,000 in rupees, both inclusive, in whole paise', async () => {
    const body = { recipient_name: 'Ira', recipient_email: 'ira@example.com' };
    expect((await buyCall({ ...body, amount: 499.99 })).status).toBe(400);
    expect((await buyCall({ ...body, amount: 100_000.01 })).status).toBe(400);
    expect((await buyCall({ ...body, amount: 500.001 })).status).toBe(400);
    const low = await buyCall({ ...body, amount: 500 });
    expect(low.status).toBe(201);
    expect(low.body).toMatchObject({ amount: 50_000, total_amount: 500, currency: 'INR', provider: 'sandbox' });
    expect(low.body.razorpay_order_id).toEqual(expect.any(String));
    expect(low.body.gift_card).toMatchObject({ status: 'pending', recipient_name: 'Ira', send_on: shopToday() });
    const high = await buyCall({ ...body, amount: 100_000 });
    expect(high.status).toBe(201);
    expect(high.body.amount).toBe(10_000_000);
    expect((await buyCall({ ...body, amount: 500.01 })).status).toBe(201);
  });

  it('needs a signed-in buyer, a way to reach the recipient and a send day within 90 days', async () => {
    const ok = { amount: 1000, recipient_name: 'Ira', recipient_email: 'ira@example.com' };
    expect((await callRoute(buy, '/api/v1/gift_cards', { method: 'POST', body: ok })).status).toBe(401);
    expect((await buyCall({ amount: 1000, recipient_name: 'Ira' })).status).toBe(400);
    expect((await buyCall({ ...ok, recipient_email: undefined, recipient_phone: '12345' })).status).toBe(400);
    const byPhone = await buyCall({ ...ok, recipient_email: undefined, recipient_phone: '98765 43210' });
    expect(byPhone.status).toBe(201);
    expect(byPhone.body.gift_card.recipient_phone).toBe('+919876543210');
    expect((await buyCall({ ...ok, send_on: addDays(shopToday(), -1) })).status).toBe(400);
    expect((await buyCall({ ...ok, send_on: addDays(shopToday(), 91) })).status).toBe(400);
    expect((await buyCall({ ...ok, send_on: addDays(shopToday(), 90) })).status).toBe(201);
    expect((await buyCall({ ...ok, recipient_name: '' })).status).toBe(400);
  });
});

describe('paying for a gift card', () => {
  it('issues it once through verify, mails the code, and a repeat or a late webhook changes nothing', async () => {
    const card = await bought(2000);
    const first = await signedVerify(card);
    expect(first.status).toBe(200);
    expect(first.body.gift_card).toMatchObject({
      id: card.id,
      status: 'active',
      expires_on: giftCardLastDay(shopToday()),
    });
    expect((await signedVerify(card)).status).toBe(200);
    const late = await webhookCall(paymentEvent('payment.captured', card.razorpay_order_id, 'pay_late1', 200_000), {
      eventId: `evt_${card.id}_late`,
    });
    expect(late.status).toBe(200);
    const { card: row, moves, balance } = await valueOf(card.id);
    expect(row.status).toBe('issued');
    expect(balance).toBe(200_000);
    expect(moves.map((m) => [Number(m.amountPaise), m.reason])).toEqual([[200_000, 'issued']]);
    const codes = await codeMailedTo(card.email);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(row.codeLast4).toBe(codes[0].slice(-4));
    expect(row.codeHash).not.toContain(codes[0].replace(/-/g, ''));

    const value = await giftCardValueByCode(await getDb(), codes[0].replace(/-/g, ''));
    expect(value).toMatchObject({ giftCardId: card.id, storedValueId: row.storedValueId, balancePaise: 200_000 });
    expect(await giftCardValueByCode(await getDb(), 'ABCDEFGHJKMNPQRS')).toBeNull();
    const looked = await lookUpCall(codes[0].toLowerCase().replace(/-/g, ' '));
    expect(looked.status).toBe(200);
    expect(looked.body).toEqual({
      gift_card: { balance: 2000, expires_on: giftCardLastDay(shopToday()), status: 'active' },
    });
    const mine = await callRoute(listOwn, '/api/v1/gift_cards', { headers: buyer.cookieHeaders });
    expect(mine.body.gift_cards.find((g: { id: number }) => g.id === card.id)).toMatchObject({
      status: 'active',
      code_last4: codes[0].slice(-4),
    });
  });

  it("refuses a bad signature and someone else's verify, and issues nothing", async () => {
    const card = await bought(1500);
    const forged = await verifyCall(buyer.cookieHeaders, {
      order_id: card.id,
      razorpay_order_id: card.razorpay_order_id,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: 'f'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect((await signedVerify(card, other.cookieHeaders)).status).toBe(404);
    expect((await valueOf(card.id)).card.status).toBe('pending');
  });

  it('issues it once from the webhook alone, even delivered twice under new event ids', async () => {
    const card = await bought(750.5);
    const event = paymentEvent('payment.captured', card.razorpay_order_id, 'pay_hook1', 75_050);
    expect((await webhookCall(event, { eventId: `evt_${card.id}_1` })).body).toMatchObject({ status: 'processed' });
    await webhookCall(event, { eventId: `evt_${card.id}_2` });
    const { card: row, moves, balance } = await valueOf(card.id);
    expect(row.status).toBe('issued');
    expect(balance).toBe(75_050);
    expect(moves).toHaveLength(1);
    expect(await codeMailedTo(card.email)).toHaveLength(1);
  });

  it('keeps a payment of another sum for review and issues nothing', async () => {
    const card = await bought(1000);
    await webhookCall(paymentEvent('payment.captured', card.razorpay_order_id, 'pay_short', 99_999), {
      eventId: `evt_${card.id}_short`,
    });
    expect((await valueOf(card.id)).card.status).toBe('pending');
  });

  it('pays through the sandbox card page: a decline leaves it unpaid, a good card then verify issues it', async () => {
    const card = await bought(600);
    const pay = (card_number: string) =>
      callRoute(sandboxPay, '/api/v1/payments/sandbox/pay', {
        method: 'POST',
        body: { razorpay_order_id: card.razorpay_order_id, card_number },
        headers: buyer.cookieHeaders,
      });
    expect((await pay('4000 0000 0000 0002')).status).toBe(402);
    expect((await valueOf(card.id)).card.status).toBe('pending');
    const paid = await pay('4111 1111 1111 1111');
    expect(paid.status).toBe(200);
    const verified = await verifyCall(buyer.cookieHeaders, { order_id: card.id, ...paid.body });
    expect(verified.status).toBe(200);
    expect((await valueOf(card.id)).balance).toBe(60_000);
    expect((await pay('4111 1111 1111 1111')).status).toBe(409);
  });

  it('mails a card for a later day on that day, by the sweep, once', async () => {
    const later = addDays(shopToday(), 3);
    const card = await bought(800, { send_on: later, message: 'Happy birthday!' });
    const verified = await signedVerify(card);
    expect(verified.body.gift_card).toMatchObject({ status: 'scheduled', expires_on: giftCardLastDay(later) });
    expect(await codeMailedTo(card.email)).toHaveLength(0);
    await sendDueGiftCards(addDays(later, -1));
    expect(await codeMailedTo(card.email)).toHaveLength(0);
    await sendDueGiftCards(later);
    await sendDueGiftCards(later);
    const codes = await codeMailedTo(card.email);
    expect(codes).toHaveLength(1);
    const [mail] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, card.email));
    expect(mail.text).toContain('Happy birthday!');
    expect(mail.subject).toContain('Kavya');
  });

  it('sends the code on WhatsApp to a recipient with only a mobile number, once, with a copy to the buyer', async () => {
    const res = await buyCall({ amount: 500, recipient_name: 'Dadi', recipient_phone: '+91 91234 56789' });
    await signedVerify(res.body);
    await signedVerify(res.body);
    const db = await getDb();
    const sent = () =>
      db
        .select()
        .from(outboundMessages)
        .where(and(eq(outboundMessages.template, 'gift_card_code'), eq(outboundMessages.toPhone, '+919123456789')));
    expect(await until(async () => (await sent()).some((m) => m.status === 'sent'))).toBe(true);
    const [message, ...more] = await sent();
    expect(more).toEqual([]);
    const [card] = await db.select().from(giftCards).where(eq(giftCards.id, res.body.id));
    const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(message!.text)?.[1] ?? '';
    expect(code.replace(/-/g, '').slice(-4)).toBe(card!.codeLast4);
    expect(message!.text).toContain('Hello Dadi, Kavya has sent you a gift card of ₹500');
    const [copy] = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, buyer.user.email), like(mailOutbox.subject, '%gift card for Dadi%')));
    expect(copy!.text).toContain('We have sent this code to Dadi on WhatsApp at +919123456789');
    expect(copy!.text).toContain(code);
  });

  it('sends a hand-issued card for a mobile number on WhatsApp alone', async () => {
    const owner = await createStaff('owner');
    const res = await callRoute(issueByHand, '/api/v1/admin/gift_cards', {
      method: 'POST',
      body: { amount: 1000, recipient_phone: '9000012345', reason: 'A delayed parcel' },
      headers: owner.cookieHeaders,
    });
    expect(res.status).toBe(201);
    const db = await getDb();
    const sent = () =>
      db
        .select()
        .from(outboundMessages)
        .where(and(eq(outboundMessages.template, 'gift_card_code'), eq(outboundMessages.toPhone, '+919000012345')));
    expect(await until(async () => (await sent()).length === 1)).toBe(true);
    expect((await sent())[0]!.text).toContain(res.body.gift_card.code);
  });
});

describe('GET /gift_cards/{code}', () => {
  it('answers 404 for a miss, and 429 after ten misses from one client, others unaffected', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 10; i++) {
      const miss = await lookUpCall(`ABCD-EFGH-JKMN-PQR${'ABCDEFGHJK'[i]}`, ip);
      expect(miss.status).toBe(404);
      expect(miss.body.error_code).toBe('GIFT_CARD_NOT_FOUND');
    }
    const limited = await lookUpCall('not even a code', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe('GIFT_CARD_RATE_LIMITED');
    expect(limited.body.retry_after).toBeGreaterThan(0);
    expect((await lookUpCall('ABCD-EFGH-JKMN-PQRS', '198.51.100.24')).status).toBe(404);
  });
});
