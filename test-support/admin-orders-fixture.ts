// The back-office order tests' shared set-up (app/api/v1/admin/admin-orders-api.test.ts, admin-refunds-api.test.ts):
// a staff member, a shopper, and a paid order made through the sandbox. The `let`s are live bindings.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from './call-route';
import { createShopper } from './create-shopper';
import { createStaff, type StaffAccount } from './create-staff';
import {
  createOrderCall,
  hmac,
  installSandboxProvider,
  orderBody,
  productsWithStock,
  SANDBOX_SECRET,
  verifyCall,
} from './checkout-fixtures';
import { POST as move } from '@/app/api/v1/admin/orders/[id]/status/route';

export let staff: StaffAccount;
export let shopper: Awaited<ReturnType<typeof createShopper>>;

/** An order the shopper placed and paid through the sandbox's checkout, as a browser would. */
export async function paidOrder(paidAt?: Date, quantity = 1): Promise<number> {
  const [product] = await productsWithStock(1, 5);
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity }]));
  expect(placed.status).toBe(201);
  const { id, razorpay_order_id } = placed.body as { id: number; razorpay_order_id: string };
  const pay = `pay_test${Math.random().toString(36).slice(2, 12)}`;
  const verified = await verifyCall(shopper.cookieHeaders, {
    order_id: id,
    razorpay_order_id,
    razorpay_payment_id: pay,
    razorpay_signature: hmac(SANDBOX_SECRET, `${razorpay_order_id}|${pay}`),
  });
  expect(verified.status).toBe(200);
  if (paidAt) await (await getDb()).update(orders).set({ paidAt }).where(eq(orders.id, id));
  return id;
}

export const moveCall = (id: number, body: unknown, headers = staff.cookieHeaders) =>
  callRoute(move, `/api/v1/admin/orders/${id}/status`, { method: 'POST', params: { id: String(id) }, body, headers });

/** Call once at the top of a test file. */
export function setUpAdminOrders(): void {
  installSandboxProvider();
  beforeAll(async () => {
    await seedCatalogue();
    staff = await createStaff('staff');
    shopper = await createShopper();
  });
}
