// An order that brings old gold, for the exchange tests: 10 g of 22K quoted at ₹100.00 with no deduction (at
// ₹10 a gram every milligram is worth exactly 1 paisa, so boundaries are 1 mg apart), paid by card for the rest.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { metalRates, shopSettings } from '@/lib/server/db/schema';
import { POST as quoteRoute } from '@/app/api/v1/exchange/quote/route';
import { POST as testRoute } from '@/app/api/v1/admin/orders/[id]/exchange/route';
import { callRoute } from './call-route';
import { createOrderCall, orderBody, payInSandbox } from './checkout-fixtures';
import { a, shopper } from './payments-api-fixture';

let clientNo = 0;

export async function setRateNoDeduction(paisePerGram: number) {
  const db = await getDb();
  await db
    .insert(metalRates)
    .values({ key: 'gold_22k', ratePaisePerGram: paisePerGram })
    .onConflictDoUpdate({ target: metalRates.key, set: { ratePaisePerGram: paisePerGram } });
  // No deduction: at ₹10 a gram every milligram is worth exactly 1 paisa, so the boundaries are 1 mg apart.
  await db
    .update(shopSettings)
    .set({ selling: { exchange_deduction_percent: 0 } })
    .where(eq(shopSettings.id, 1));
}

/** An order paid by card with 10 g of 22K quoted at ₹100.00 (10,000 paise) taken off its payment. */
export async function paidOrderWithGold(): Promise<{ id: number; razorpay_order_id: string }> {
  await setRateNoDeduction(1000);
  const quote = await callRoute(quoteRoute, '/api/v1/exchange/quote', {
    method: 'POST',
    body: { metal: 'gold', purity: '22K', weight_grams: 10 },
    headers: { 'x-forwarded-for': `198.51.100.${++clientNo}` },
  });
  expect(quote.body.quote.value).toBe(100);
  const placed = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([{ product: a, quantity: 1 }], { exchange_quote_id: quote.body.quote.id }),
  );
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  return placed.body;
}

export const testGold = (id: number, grams: number, headers: Record<string, string>, purity = '22K') =>
  callRoute(testRoute, `/api/v1/admin/orders/${id}/exchange`, {
    method: 'POST',
    params: { id: String(id) },
    body: { tested_weight_grams: grams, tested_purity: purity },
    headers,
  });
