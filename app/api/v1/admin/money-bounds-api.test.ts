// Money that fits: every amount the API takes stops at one stated bound (MAX_AMOUNT_RUPEES, 400 naming the field
// beyond it), and every money column is bigint paise, holding ₹10 crore and more.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { callRoute } from '@/test-support/call-route';
import { createStaff } from '@/test-support/create-staff';
import { paidOrder, setUpAdminOrders } from '@/test-support/admin-orders-fixture';
import { productsWithStock } from '@/test-support/checkout-fixtures';
import { POST as refundRoute } from './orders/[id]/refunds/route';

setUpAdminOrders();

describe('the bound on an amount', () => {
  it('takes a refund of exactly the bound past validation and refuses one paisa more with 400 naming it', async () => {
    const owner = await createStaff('owner');
    const id = await paidOrder();
    const refund = (amount: number) =>
      callRoute(refundRoute, `/api/v1/admin/orders/${id}/refunds`, {
        method: 'POST',
        params: { id: String(id) },
        body: { amount, reason: 'Bound' },
        headers: { ...owner.cookieHeaders, 'idempotency-key': `bound-${id}-${amount}` },
      });
    // At the bound the body is valid: the refund is refused only because the order was not paid that much.
    const atBound = await refund(MAX_AMOUNT_RUPEES);
    expect(atBound.status).toBe(409);
    const over = await refund(MAX_AMOUNT_RUPEES + 0.01);
    expect(over.status).toBe(400);
    expect(over.body.error_code).toBe(ERROR_CODES.validationFailed);
    expect(Object.keys(over.body.errors)).toEqual(['amount']);
  });
});

describe('a money column', () => {
  it('stores ₹10 crore in paise and reads it back as a number', async () => {
    const [piece] = await productsWithStock(1, 1);
    const db = await getDb();
    const tenCrorePaise = 10_00_00_000 * 100;
    await db.update(products).set({ pricePaise: tenCrorePaise }).where(eq(products.id, piece!.id));
    const [row] = await db.select({ price: products.pricePaise }).from(products).where(eq(products.id, piece!.id));
    expect(row!.price).toBe(tenCrorePaise);
    await db.update(products).set({ pricePaise: piece!.pricePaise }).where(eq(products.id, piece!.id));
  });
});
