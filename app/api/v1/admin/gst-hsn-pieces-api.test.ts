// Table 12 counts the pieces each document carries: a parcel back undelivered (RTO) credits its pieces, and a
// HUID correction's credit note takes the piece off as its new invoice puts it back, so the month's count is
// the pieces that stayed sold.
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, products } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import type { GstDocumentRow, GstReport } from '@/lib/shared/back-office/gst-report-types';
import { callRoute } from '@/test-support/call-route';
import { paidOrder, setUpAdminOrders, staff } from '@/test-support/admin-orders-fixture';
import { productsWithStock } from '@/test-support/checkout-fixtures';
import { bookCall, owner, sandboxEvent, setUpShipping } from '@/test-support/shipping-fixture';
import { shipOrderCall, testHuid } from '@/test-support/ship-order-call';
import { GET as gstRoute } from './reports/gst/route';
import { POST as huidRoute } from './orders/[id]/huids/route';
import { POST as inspectRoute } from './orders/[id]/rto-inspection/route';

setUpAdminOrders();
setUpShipping();

const today = shopToday();

async function reportRows(orderId: number): Promise<[string, number][]> {
  const res = await callRoute(gstRoute, `/api/v1/admin/reports/gst?from=${today}&to=${today}`, {
    headers: staff.cookieHeaders,
  });
  expect(res.status).toBe(200);
  return (res.body as GstReport).documents
    .filter((d: GstDocumentRow) => d.order_id === orderId)
    .map((d: GstDocumentRow) => [d.document_type, d.quantity]);
}

describe("Table 12's piece count", () => {
  it('counts the pieces an RTO credit note carries back', async () => {
    const id = await paidOrder(undefined, 2);
    const booked = await bookCall(staff, id);
    expect(booked.status).toBe(201);
    const awb = booked.body.shipment.awb as string;
    expect((await sandboxEvent(staff, { awb, event: 'rto_delivered' })).status).toBe(200);
    // The parcel is credited once the owner has opened it (an RTO refund waits for the inspection).
    const inspected = await callRoute(inspectRoute, `/api/v1/admin/orders/${id}/rto-inspection`, {
      method: 'POST',
      params: { id: String(id) },
      headers: owner.cookieHeaders,
    });
    expect(inspected.status).toBe(200);
    expect(await reportRows(id)).toEqual([
      ['invoice', 2],
      ['credit_note', -2],
    ]);
  });

  it("counts a HUID correction's credit note -1 and its new invoice +1", async () => {
    const [product] = await productsWithStock(1, 5);
    const db = await getDb();
    await db
      .update(products)
      .set({ hallmarked: true, metal: '22K Gold', purity: '22K' })
      .where(eq(products.id, product!.id));
    const id = await paidOrder();
    expect((await shipOrderCall(id, staff.cookieHeaders)).status).toBe(200);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
    const corrected = await callRoute(huidRoute, `/api/v1/admin/orders/${id}/huids`, {
      method: 'POST',
      params: { id: String(id) },
      body: { huids: [{ order_item_id: line!.id, huids: [testHuid(line!.id, 7)] }] },
      headers: staff.cookieHeaders,
    });
    expect(corrected.status).toBe(201);
    expect(await reportRows(id)).toEqual([
      ['invoice', 1],
      ['credit_note', -1],
      ['invoice', 1],
    ]);
  });
});
