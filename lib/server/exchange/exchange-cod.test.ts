// Cash on delivery with old gold taken in exchange: the cash asked at the door is the order's total less the
// gold's quoted value, both when the courier collects it (the booking's COD amount and the label) and when the
// shop marks the order delivered itself (the captured payment). Without gold it is the whole total.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { metalRates, payments, shopSettings } from '@/lib/server/db/schema';
import { POST as quoteRoute } from '@/app/api/v1/exchange/quote/route';
import { callRoute } from '@/test-support/call-route';
import { createOrderCall, orderRow } from '@/test-support/checkout-fixtures';
import { createShopper } from '@/test-support/create-shopper';
import { cheap, codBody, move, owner, setUpCashOnDelivery } from '@/test-support/cod-fixture';
import { bookCall, labelCall, setUpShipping } from '@/test-support/shipping-fixture';
import { pdfText } from '@/test-support/pdf-text';

process.env.TRUST_PROXY = '1';
setUpCashOnDelivery();
setUpShipping();

let clientNo = 0;
const TWO_PLACES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

beforeAll(async () => {
  const db = await getDb();
  // ₹10 a gram of 22K with no deduction: 10 g is quoted at exactly ₹100.
  await db
    .insert(metalRates)
    .values({ key: 'gold_22k', ratePaisePerGram: 1000 })
    .onConflictDoUpdate({ target: metalRates.key, set: { ratePaisePerGram: 1000 } });
  await db
    .update(shopSettings)
    .set({ selling: { exchange_deduction_percent: 0 } })
    .where(eq(shopSettings.id, 1));
}, 180_000);

/** A new shopper's COD order for the cheap piece, with `grams` of 22K old gold quoted (none for 0). */
async function codOrderWithGold(grams: number): Promise<number> {
  const shopper = await createShopper();
  let extra = {};
  if (grams > 0) {
    const quote = await callRoute(quoteRoute, '/api/v1/exchange/quote', {
      method: 'POST',
      body: { metal: 'gold', purity: '22K', weight_grams: grams },
      headers: { 'x-forwarded-for': `198.51.100.${++clientNo}` },
    });
    expect(quote.status).toBe(200);
    extra = { exchange_quote_id: quote.body.quote.id };
  }
  const placed = await createOrderCall(shopper.cookieHeaders, { ...codBody(cheap), ...extra });
  expect(placed.status).toBe(201);
  return placed.body.id as number;
}

const capturedPaise = async (orderId: number) =>
  (await (await getDb()).select().from(payments).where(eq(payments.orderId, orderId))).map((p) => p.amountPaise);

describe('cash on delivery with old gold in exchange', () => {
  it('asks the courier to collect the total less the gold, and says so on the label', async () => {
    for (const [grams, creditPaise] of [
      [0, 0],
      [0.001, 1],
      [10, 10_000],
    ] as const) {
      const id = await codOrderWithGold(grams);
      expect((await orderRow(id)).exchangeCreditPaise).toBe(creditPaise);
      const booked = await bookCall(owner, id);
      expect(booked.status).toBe(201);
      const cash = (cheap.pricePaise - creditPaise) / 100;
      const label = await pdfText((await labelCall(owner, id)).bytes);
      expect(label).toContain(`COD ₹${TWO_PLACES.format(cash)}`);
      // The declared (insured) value stays the piece's whole value.
      expect(booked.body.shipment.declared_value).toBe(cheap.pricePaise / 100);
    }
  });

  it('records the cash the shop took at the door as the total less the gold', async () => {
    for (const [grams, creditPaise] of [
      [0, 0],
      [10, 10_000],
    ] as const) {
      const id = await codOrderWithGold(grams);
      expect((await move(id, { status: 'shipped', courier: 'Own van', tracking_number: `VAN${id}` })).status).toBe(200);
      expect((await move(id, { status: 'delivered' })).status).toBe(200);
      expect(await capturedPaise(id)).toEqual([cheap.pricePaise - creditPaise]);
    }
  });
});
