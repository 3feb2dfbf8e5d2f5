// Each customer's own figures in the back office: two shoppers with different histories and the
// owner, who never ordered, each show their own order count and total paid, on the list and the detail page,
// and the detail page lists as many orders as it counts.
import { seedCatalogue, callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  payInSandbox,
  productsWithStock,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { ADMIN_CUSTOMER_MESSAGES } from '@/lib/shared/messages/admin-customers';
import { GET as customers } from './customers/route';
import { GET as customer } from './customers/[id]/route';

installSandboxProvider();
silenceMailLog();

type Shopper = Awaited<ReturnType<typeof createShopper>>;
let owner: StaffAccount;
let a: TestProduct;
let b: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  [a, b] = await productsWithStock(2, 50);
  owner = await createStaff('owner');
}, 120_000);

async function place(shopper: Shopper, product: TestProduct, quantity: number, pay: boolean): Promise<number> {
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity }]));
  expect(res.status).toBe(201);
  if (pay) expect((await payInSandbox(shopper.cookieHeaders, res.body)).status).toBe(200);
  return res.body.total_amount as number;
}

async function figures(id: number) {
  const detail = await callRoute(customer, '/x', { params: { id: String(id) }, headers: owner.cookieHeaders });
  expect(detail.status).toBe(200);
  return detail.body.customer as { orders_count: number; total_spent: number; orders: unknown[] };
}

it('shows each customer their own order count and total paid, on the list and the detail page', async () => {
  const priya = await createShopper({ email: 'priya.figures@example.com' });
  const kabir = await createShopper({ email: 'kabir.figures@example.com' });
  // Priya: two paid orders and one left unpaid; Kabir: one paid order.
  const priyaPaid = (await place(priya, a, 2, true)) + (await place(priya, b, 1, true));
  await place(priya, a, 1, false);
  const kabirPaid = await place(kabir, b, 3, true);
  expect(priyaPaid).not.toBe(kabirPaid);

  const list = await callRoute(customers, '/api/v1/admin/customers?q=figures&per_page=50', {
    headers: owner.cookieHeaders,
  });
  expect(list.status).toBe(200);
  const byEmail = new Map(
    (list.body.customers as { email: string; orders_count: number; total_spent: number }[]).map((c) => [c.email, c]),
  );
  expect(byEmail.get('priya.figures@example.com')).toMatchObject({ orders_count: 3, total_spent: priyaPaid });
  expect(byEmail.get('kabir.figures@example.com')).toMatchObject({ orders_count: 1, total_spent: kabirPaid });

  const ownerRow = await callRoute(customers, `/api/v1/admin/customers?q=${encodeURIComponent(owner.user.email)}`, {
    headers: owner.cookieHeaders,
  });
  expect(ownerRow.body.customers).toEqual([
    expect.objectContaining({ email: owner.user.email, orders_count: 0, total_spent: 0 }),
  ]);

  const priyaDetail = await figures(priya.user.id);
  expect(priyaDetail).toMatchObject({ orders_count: 3, total_spent: priyaPaid });
  expect(priyaDetail.orders).toHaveLength(3);
  const kabirDetail = await figures(kabir.user.id);
  expect(kabirDetail).toMatchObject({ orders_count: 1, total_spent: kabirPaid });
  expect(kabirDetail.orders).toHaveLength(1);
  const ownerDetail = await figures(owner.user.id);
  expect(ownerDetail).toMatchObject({ orders_count: 0, total_spent: 0, orders: [] });
});

it('says "1 order" and "3 orders" on the detail page', () => {
  expect(ADMIN_CUSTOMER_MESSAGES.ordersCount(1)).toBe('1 order');
  expect(ADMIN_CUSTOMER_MESSAGES.ordersCount(3)).toBe('3 orders');
  expect(ADMIN_CUSTOMER_MESSAGES.ordersCount(0)).toBe('0 orders');
});
