// A shopper's order, paid in the sandbox and moved by the shop to delivered, as the reviews' rules need it.
import { callRoute } from './call-route';
import { createOrderCall, orderBody, payInSandbox, productsWithStock, type TestProduct } from './checkout-fixtures';
import type { createShopper } from './create-shopper';
import type { StaffAccount } from './create-staff';
import { POST as moveOrder } from '@/app/api/v1/admin/orders/[id]/status/route';
import { huidsOf } from './ship-order-call';

type Shopper = Awaited<ReturnType<typeof createShopper>>;

/** A product without sizes, with stock enough for every order a test file places. */
export async function orderableProduct(index = 0): Promise<TestProduct> {
  const rows = await productsWithStock(index + 1, 50);
  return rows[index]!;
}

/** Places and pays an order of one piece; it is delivered when `deliver` is true (the default). */
export async function orderOf(
  shopper: Shopper,
  product: TestProduct,
  staff: StaffAccount,
  deliver = true,
): Promise<number> {
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
  if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  const order = placed.body as { id: number; razorpay_order_id: string };
  const paid = await payInSandbox(shopper.cookieHeaders, order);
  if (paid.status !== 200) throw new Error(`order not paid: ${JSON.stringify(paid.body)}`);
  if (!deliver) return order.id;
  const move = (body: unknown) =>
    callRoute(moveOrder, `/api/v1/admin/orders/${order.id}/status`, {
      method: 'POST',
      params: { id: String(order.id) },
      body,
      headers: staff.cookieHeaders,
    });
  // Hallmarked gold ships with a HUID for each piece.
  const huids = await huidsOf(order.id);
  const shipped = {
    status: 'shipped',
    courier: 'Delhivery',
    tracking_number: 'DL1',
    ...(huids.length ? { huids } : {}),
  };
  for (const body of [shipped, { status: 'delivered' }]) {
    const moved = await move(body);
    if (moved.status !== 200) throw new Error(`order not moved: ${JSON.stringify(moved.body)}`);
  }
  return order.id;
}
