// Every back-office view of a customer's personal data is logged (who, when, which customer): the customer's
// page and an order's page alike; the owner reads the log on the customer's page, a staff member does not.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { personalDataViews } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { installSandboxProvider } from '@/test-support/checkout-fixtures';
import { orderableProduct, orderOf } from '@/test-support/delivered-order';
import { GET as customer } from '@/app/api/v1/admin/customers/[id]/route';
import { GET as order } from '@/app/api/v1/admin/orders/[id]/route';

installSandboxProvider();
silenceMailLog();

beforeAll(() => seedCatalogue());

it("logs each view of a customer's data and shows the log to the owner only", async () => {
  const owner = await createStaff('owner');
  const staff = await createStaff('staff', { permissions: ['customers', 'orders'] });
  const buyer = await createShopper();
  const orderId = await orderOf(buyer, await orderableProduct(), staff, false);
  const db = await getDb();
  const logged = () =>
    db
      .select()
      .from(personalDataViews)
      .where(eq(personalDataViews.customerUserId, buyer.user.id))
      .orderBy(personalDataViews.id);

  const params = { id: String(buyer.user.id) };
  const byStaff = await callRoute(customer, '/x', { params, headers: staff.cookieHeaders });
  expect(byStaff.status).toBe(200);
  expect(byStaff.body.customer.data_views).toBeNull();
  const orderView = await callRoute(order, '/x', { params: { id: String(orderId) }, headers: staff.cookieHeaders });
  expect(orderView.status).toBe(200);
  expect((await logged()).map((r) => [r.staffUserId, r.view, r.orderId])).toEqual([
    [staff.user.id, 'customer', null],
    [staff.user.id, 'order', orderId],
  ]);

  const byOwner = await callRoute(customer, '/x', { params, headers: owner.cookieHeaders });
  // Newest first, the owner's own view among them.
  expect(
    byOwner.body.customer.data_views.map((v: { staff_email: string; view: string }) => [v.staff_email, v.view]),
  ).toEqual([
    [owner.user.email, 'customer'],
    [staff.user.email, 'order'],
    [staff.user.email, 'customer'],
  ]);
  expect(await logged()).toHaveLength(3);

  // A refused read logs nothing.
  const shopperTry = await callRoute(customer, '/x', { params, headers: buyer.cookieHeaders });
  expect(shopperTry.status).toBe(403);
  expect(await logged()).toHaveLength(3);
});
