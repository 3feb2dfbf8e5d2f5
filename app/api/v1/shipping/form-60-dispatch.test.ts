// Form 60: an order whose buyer declared Form 60 (no PAN) does not leave the shop until the signed form is in hand.
// Booking a parcel and the move to shipped are refused (409, naming Form 60) until the back office records the
// form as received; recording it is audited and once only.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orders } from '@/lib/server/db/schema';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { DEFAULT_STAFF_PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { callRoute } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { POST as form60Route } from '@/app/api/v1/admin/orders/[id]/form-60/route';
import { paidOrder, setUpAdminOrders, staff, moveCall } from '@/test-support/admin-orders-fixture';
import { adminOrder, bookCall, setUpShipping } from '@/test-support/shipping-fixture';

setUpAdminOrders();
setUpShipping();

async function form60Order(): Promise<number> {
  const id = await paidOrder();
  await (await getDb()).update(orders).set({ form60: true }).where(eq(orders.id, id));
  return id;
}

const receive = (id: number, who: StaffAccount = staff) =>
  callRoute(form60Route, `/api/v1/admin/orders/${id}/form-60`, {
    method: 'POST',
    params: { id: String(id) },
    headers: who.cookieHeaders,
  });

const auditOf = async (id: number) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.form_60_received')));

describe('a Form 60 order', () => {
  it('cannot be booked with a courier until Form 60 is received, then can', async () => {
    const id = await form60Order();
    const refused = await bookCall(staff, id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADMIN_ORDER_MESSAGES.form60Pending);
    expect(refused.body.message).toContain('Form 60');
    expect((await adminOrder(staff, id)).status).not.toBe('shipped');

    const received = await receive(id);
    expect(received.status).toBe(200);
    expect(received.body.order.form_60_received_at).toEqual(expect.any(String));
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'order', actorUserId: staff.user.id });
    expect(audit[0]!.after).toEqual({ form_60_received_at: received.body.order.form_60_received_at });

    const booked = await bookCall(staff, id);
    expect(booked.status).toBe(201);
    expect((await adminOrder(staff, id)).status).toBe('shipped');
  });

  it('cannot be moved to shipped by hand until Form 60 is received, then can', async () => {
    const id = await form60Order();
    const body = { status: 'shipped', courier: 'India Post', tracking_number: 'EE123456789IN' };
    const refused = await moveCall(id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADMIN_ORDER_MESSAGES.form60Pending);
    expect((await receive(id)).status).toBe(200);
    expect((await moveCall(id, body)).status).toBe(200);
  });

  it('is recorded once, only by those who handle orders, and only on a Form 60 order', async () => {
    const id = await form60Order();
    const helper = await createStaff('staff', {
      permissions: DEFAULT_STAFF_PERMISSIONS.filter((p) => p !== 'orders'),
    });
    expect((await receive(id, helper)).status).toBe(403);
    expect(await auditOf(id)).toHaveLength(0);
    expect((await receive(id)).status).toBe(200);
    const again = await receive(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_ORDER_MESSAGES.form60AlreadyReceived);
    expect(await auditOf(id)).toHaveLength(1);

    const plain = await paidOrder();
    expect((await receive(plain)).status).toBe(409);
    expect((await bookCall(staff, plain)).status).toBe(201);
  });
});
