// Jewellers' offers: an amount off ("₹500 off above ₹10,000") in the cart, at checkout and on the
// order.
import { callRoute } from '@/test-support/call-route';
import { createOrderCall, orderBody, orderRow } from '@/test-support/checkout-fixtures';
import { GET as readOrder } from '@/app/api/v1/orders/[id]/route';
import { earring, shopperWith, apply, setUpCouponOffers } from '@/test-support/coupon-offers-fixture';

setUpCouponOffers();

describe('a ₹500 coupon above ₹10,000', () => {
  it('is refused below its minimum, in the cart and at checkout', async () => {
    const shopper = await shopperWith(earring, 1);
    const refused = await apply(shopper.cookieHeaders, 'FLAT500T');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This coupon needs an order of at least ₹10,000');
    const ordered = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: earring, quantity: 1 }], { coupon_code: 'FLAT500T', total_amount: 2000 }),
    );
    expect(ordered.status).toBe(409);
    expect(ordered.body.message).toBe('This coupon needs an order of at least ₹10,000');
  });

  it('takes ₹500 off above it, and the order names it', async () => {
    const shopper = await shopperWith(earring, 5);
    const applied = await apply(shopper.cookieHeaders, 'flat500t');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      subtotal: 12_500,
      discount_amount: 500,
      total: 12_000,
      discount: 0,
      message: 'Coupon applied! ₹500 off',
    });
    const placed = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: earring, quantity: 5 }], { coupon_code: 'FLAT500T', total_amount: 12_000 }),
    );
    expect(placed.status).toBe(201);
    const row = await orderRow(placed.body.id);
    expect(row).toMatchObject({
      discountPaise: 50_000,
      totalPaise: 1_200_000,
      couponAmountOffPaise: 50_000,
      couponAppliesTo: 'order',
      couponMakingOffPaise: null,
    });
    const view = await callRoute(readOrder, `/api/v1/orders/${row.id}`, {
      headers: shopper.cookieHeaders,
      params: { id: String(row.id) },
    });
    expect(view.body.order).toMatchObject({
      discount_amount: 500,
      total_price: 12_000,
      discount_label: 'FLAT500T: ₹500 off',
    });
  });
});
