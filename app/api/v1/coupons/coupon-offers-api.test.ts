// Jewellers' offers: the owner's coupon editor says which field is wrong when a coupon is neither
// an amount nor a percent, or both; a making-charges coupon comes off the making charges only, in the cart, at
// checkout, on the order and its invoice.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db';
import { mailOutbox, taxDocuments } from '@/lib/server/db/schema';
import { COUPON_RULE_MESSAGES } from '@/lib/shared/messages/coupon-rules';
import { callRoute } from '@/test-support/call-route';
import { pdfText } from '@/test-support/pdf-text';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { createOrderCall, orderBody, orderRow, payInSandbox } from '@/test-support/checkout-fixtures';
import { POST as addItem } from '@/app/api/v1/cart/add_item/route';
import { GET as readOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as invoicePdf } from '@/app/api/v1/orders/[id]/invoice.pdf/route';
import { PATCH as patchCoupon } from '@/app/api/v1/admin/coupons/[id]/route';
import { GET as publicCoupon } from './[code]/route';
import {
  staff,
  necklace,
  earring,
  gst,
  toRupee,
  makeCoupon,
  shopperWith,
  apply,
  setUpCouponOffers,
} from '@/test-support/coupon-offers-fixture';

setUpCouponOffers();

describe('the owner sets a coupon up', () => {
  it('names the field when a coupon has both a percent and an amount off, or neither', async () => {
    const both = await makeCoupon({ code: 'BOTH10', percent: 10, amount_off: 500 });
    expect(both.status).toBe(400);
    expect(both.body.error_code).toBeDefined();
    expect(both.body.errors.amount_off).toEqual(['Give either a percent or an amount off, not both']);
    const neither = await makeCoupon({ code: 'NEITHER' });
    expect(neither.status).toBe(400);
    expect(neither.body.errors.percent).toEqual(['Give a percent or an amount off']);
    const where = await makeCoupon({ code: 'WHERE10', percent: 10, applies_to: 'gold' });
    expect(where.status).toBe(400);
    expect(where.body.errors).toHaveProperty('applies_to');
    const fraction = await makeCoupon({ code: 'HALF', amount_off: 10.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.errors).toHaveProperty('amount_off');
  });

  it('switches a coupon from a percent to an amount, and refuses both in one edit', async () => {
    const made = await makeCoupon({ code: 'SWITCH10', percent: 10 });
    expect(made.body.coupon).toMatchObject({ percent: 10, amount_off: null, applies_to: 'order' });
    const params = { id: String(made.body.coupon.id) };
    const both = await callRoute(patchCoupon, '/x', {
      method: 'PATCH',
      params,
      body: { percent: 5, amount_off: 100 },
      headers: staff.cookieHeaders,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors).toHaveProperty('amount_off');
    const neither = await callRoute(patchCoupon, '/x', {
      method: 'PATCH',
      params,
      body: { percent: null },
      headers: staff.cookieHeaders,
    });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toHaveProperty('percent');
    const switched = await callRoute(patchCoupon, '/x', {
      method: 'PATCH',
      params,
      body: { amount_off: 250, applies_to: 'making_charges', updated_at: made.body.coupon.updated_at },
      headers: staff.cookieHeaders,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.coupon).toMatchObject({ percent: null, amount_off: 250, applies_to: 'making_charges' });
  });

  it('tells a guest what a coupon takes off', async () => {
    const found = await callRoute(publicCoupon, '/api/v1/coupons/make20t', { params: { code: 'make20t' } });
    expect(found.body).toEqual({
      code: 'MAKE20T',
      discount: 20,
      percent: 20,
      amount_off: null,
      applies_to: 'making_charges',
      min_order_value: 0,
      label: 'MAKE20T: 20% off making charges',
    });
  });
});

describe('a making-charges coupon', () => {
  it('takes its percent off the making charges of a piece priced by weight, with GST on the reduced value', async () => {
    const b = necklace.breakup;
    expect(b.kind).toBe('weight');
    const makingOff = toRupee((b.makingPaise! * 20) / 100);
    const reduced = b.metalValuePaise! + b.makingPaise! - makingOff;
    const expectedTotal = toRupee(reduced + gst(reduced));

    const shopper = await shopperWith(necklace, 1);
    const applied = await apply(shopper.cookieHeaders, 'MAKE20T');
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Coupon applied! 20% off making charges');
    expect(applied.body.making_discount).toBe(makingOff / 100);
    expect(applied.body.total).toBe(expectedTotal / 100);
    expect(applied.body.coupon).toMatchObject({ code: 'MAKE20T', label: 'MAKE20T: 20% off making charges' });
    expect(applied.body.cart_items[0]).toMatchObject({
      making_charges: b.makingPaise! / 100,
      taxable_value: b.subtotalPaise / 100,
    });

    const placed = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: necklace, quantity: 1 }], { coupon_code: 'MAKE20T', total_amount: applied.body.total }),
    );
    expect(placed.status).toBe(201);
    const row = await orderRow(placed.body.id);
    expect(row).toMatchObject({
      totalPaise: expectedTotal,
      discountPaise: necklace.pricePaise - expectedTotal,
      couponAppliesTo: 'making_charges',
      couponMakingOffPaise: makingOff,
    });

    expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
    const view = await callRoute(readOrder, `/api/v1/orders/${row.id}`, {
      headers: shopper.cookieHeaders,
      params: { id: String(row.id) },
    });
    const rupees = new Intl.NumberFormat('en-IN').format(makingOff / 100);
    expect(view.body.order.discount_label).toBe(`MAKE20T: 20% off making charges −₹${rupees}`);
    const mails = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email));
    expect(mails.map((m) => m.text).join('\n')).toContain(`Discount (MAKE20T: 20% off making charges −₹${rupees}): −₹`);

    // The invoice (issued at shipping): the line's taxable value is the metal and the reduced making charges
    // (within the rupee's rounding), and taxable value + GST is what the shopper paid.
    expect((await shipOrderCall(row.id, staff.cookieHeaders)).status).toBe(200);
    const [invoice] = await (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.orderId, row.id));
    const [line] = invoice.document.lines;
    expect(invoice.document.discountLabel).toBe(`MAKE20T: 20% off making charges −₹${rupees}`);
    expect(line.totalPaise).toBe(expectedTotal);
    expect(Math.abs(line.taxablePaise - reduced)).toBeLessThanOrEqual(50);
    expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise + line.roundOffPaise!).toBe(
      expectedTotal,
    );
    expect(invoice.document.totals.totalPaise).toBe(expectedTotal);

    const pdf = await invoicePdf(
      new NextRequest(`http://localhost:3000/api/v1/orders/${row.id}/invoice.pdf`, { headers: shopper.cookieHeaders }),
      { params: Promise.resolve({ id: String(row.id) }) },
    );
    expect(pdf.status).toBe(200);
    expect(await pdfText(await pdf.arrayBuffer())).toContain(`MAKE20T: 20% off making charges −₹${rupees}`);
  });

  it('is refused, saying why, on a cart of fixed-price pieces (they have no making charges)', async () => {
    const shopper = await shopperWith(earring, 1);
    const refused = await apply(shopper.cookieHeaders, 'MAKE20T');
    expect(refused.status).toBe(422);
    const message = COUPON_RULE_MESSAGES.noMakingCharges('20% off making charges');
    expect(refused.body).toEqual({ message, error_code: 'INVALID_COUPON' });
    const ordered = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: earring, quantity: 1 }], { coupon_code: 'MAKE20T' }),
    );
    expect(ordered.status).toBe(409);
    expect(ordered.body.message).toBe(message);
  });

  it('comes off only the weight-priced line of a mixed cart, and the invoice puts it there', async () => {
    const shopper = await shopperWith(necklace, 1);
    await callRoute(addItem, '/api/v1/cart/add_item', {
      method: 'POST',
      body: { product_id: earring.id, quantity: 1 },
      headers: shopper.cookieHeaders,
    });
    const applied = await apply(shopper.cookieHeaders, 'MAKE20T');
    expect(applied.status).toBe(200);
    const body = orderBody(
      [
        { product: necklace, quantity: 1 },
        { product: earring, quantity: 1 },
      ],
      { coupon_code: 'MAKE20T', total_amount: applied.body.total },
    );
    const placed = await createOrderCall(shopper.cookieHeaders, body);
    expect(placed.status).toBe(201);
    expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
    expect((await shipOrderCall(placed.body.id, staff.cookieHeaders)).status).toBe(200);
    const [invoice] = await (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.orderId, placed.body.id));
    const [chain, stud] = invoice.document.lines;
    expect(stud.discountPaise).toBe(0);
    expect(stud.totalPaise).toBe(250_000);
    expect(chain.discountPaise).toBe(invoice.document.totals.discountPaise);
    expect(invoice.document.totals.totalPaise).toBe(Math.round(applied.body.total * 100));
  });
});
