// Cash on delivery through a booked courier: the courier collects the cash at the door, but the shop has it
// only when the courier remits it. Until then the order is delivered and unpaid ("cash with courier"), listed
// by the remittance report with its days outstanding; the remittance records the captured payment.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, payments } from '@/lib/server/db/schema';
import { createShopper } from '@/test-support/create-shopper';
import { orderRow } from '@/test-support/checkout-fixtures';
import { pdfText } from '@/test-support/pdf-text';
import { cheap, move, placeCod, setUpCashOnDelivery, staff } from '@/test-support/cod-fixture';
import {
  bookCall,
  codReportCall,
  labelCall,
  owner,
  sandboxEvent,
  setUpShipping,
} from '@/test-support/shipping-fixture';
import { callRoute } from '@/test-support/call-route';
import { GET as dashboardRoute } from '@/app/api/v1/admin/dashboard/route';

const dashboardCash = async () =>
  (await callRoute(dashboardRoute, '/api/v1/admin/dashboard', { headers: owner.cookieHeaders })).body
    .cash_with_couriers as number;

setUpCashOnDelivery();
setUpShipping();

async function deliveredCod(): Promise<{ id: number; awb: string }> {
  const shopper = await createShopper();
  const placed = await placeCod(shopper);
  expect(placed.status).toBe(201);
  const id = placed.body.id as number;
  const booked = await bookCall(staff, id);
  expect(booked.status).toBe(201);
  const awb = booked.body.shipment.awb as string;
  expect((await sandboxEvent(staff, { awb, event: 'delivered' })).status).toBe(200);
  return { id, awb };
}

const captured = async (id: number) =>
  (await (await getDb()).select().from(payments).where(eq(payments.orderId, id))).filter(
    (p) => p.status === 'captured',
  );

describe('COD cash remitted by the courier', () => {
  it('labels the parcel with the cash to collect', async () => {
    const shopper = await createShopper();
    const id = (await placeCod(shopper)).body.id as number;
    expect((await bookCall(staff, id)).status).toBe(201);
    const text = await pdfText((await labelCall(staff, id)).bytes);
    expect(text).toContain(`COD ₹${(cheap.pricePaise / 100).toLocaleString('en-IN')}`);
    expect(text).not.toContain('PREPAID');
  });

  it('is not paid when the courier delivers it, and is paid when the remittance arrives', async () => {
    const { id, awb } = await deliveredCod();
    let row = await orderRow(id);
    expect(row.status).toBe('delivered');
    expect(row.paidAt).toBeNull();
    expect(await captured(id)).toHaveLength(0);

    const report = await codReportCall();
    expect(report.status).toBe(200);
    const listed = report.body.outstanding.find((r: { order_id: number }) => r.order_id === id);
    expect(listed).toMatchObject({ awb, cod_amount: row.totalPaise / 100, days_outstanding: 0, remitted_amount: null });
    expect(report.body.cash_with_couriers).toBeGreaterThanOrEqual(row.totalPaise / 100);
    expect(await dashboardCash()).toBe(report.body.cash_with_couriers);

    const remitted = await sandboxEvent(staff, { awb, event: 'cod_remitted' });
    expect(remitted.status).toBe(200);
    row = await orderRow(id);
    expect(row.paidAt).not.toBeNull();
    const paid = await captured(id);
    expect(paid.map((p) => [p.amountPaise, p.source])).toEqual([[row.totalPaise, 'remittance']]);
    const after = await codReportCall();
    expect(after.body.outstanding.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
    expect(after.body.differing.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
    expect(after.body.cash_with_couriers).toBe(report.body.cash_with_couriers - row.totalPaise / 100);
    expect(await dashboardCash()).toBe(after.body.cash_with_couriers);
  });

  it('counts the days outstanding from delivery', async () => {
    const { id } = await deliveredCod();
    await (
      await getDb()
    )
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 5 * 86_400_000 - 60_000) })
      .where(eq(orders.id, id));
    const report = await codReportCall();
    expect(report.body.outstanding.find((r: { order_id: number }) => r.order_id === id).days_outstanding).toBe(5);
  });

  it('keeps a remittance one paisa short unpaid, owed and flagged, and settles when the rest arrives', async () => {
    const { id, awb } = await deliveredCod();
    const row = await orderRow(id);
    const before = await codReportCall();
    const short = (row.totalPaise - 1) / 100;
    expect((await sandboxEvent(staff, { awb, event: 'cod_remitted', amount: short })).status).toBe(200);
    expect((await orderRow(id)).paidAt).toBeNull();
    expect(await captured(id)).toHaveLength(0);
    const report = await codReportCall();
    expect(report.body.differing.find((r: { order_id: number }) => r.order_id === id)).toMatchObject({
      remitted_amount: short,
      cod_amount: row.totalPaise / 100,
      owed: 0.01,
      amount_differs: true,
    });
    expect(report.body.outstanding.find((r: { order_id: number }) => r.order_id === id)).toMatchObject({ owed: 0.01 });
    // Only the paisa still owed stays with the courier.
    expect(Math.round(report.body.cash_with_couriers * 100)).toBe(
      Math.round(before.body.cash_with_couriers * 100) - row.totalPaise + 1,
    );
    expect(await dashboardCash()).toBe(report.body.cash_with_couriers);

    expect((await sandboxEvent(staff, { awb, event: 'cod_remitted', amount: 0.01 })).status).toBe(200);
    expect((await orderRow(id)).paidAt).not.toBeNull();
    expect((await captured(id)).map((p) => p.amountPaise)).toEqual([row.totalPaise]);
    const after = await codReportCall();
    expect(after.body.outstanding.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
    expect(after.body.differing.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
    expect(await dashboardCash()).toBe(after.body.cash_with_couriers);
  });

  it('keeps each remittance with its UTR: ₹1 and then the rest settle the order', async () => {
    const { id, awb } = await deliveredCod();
    const row = await orderRow(id);
    await sandboxEvent(staff, { awb, event: 'cod_remitted', amount: 1 });
    const mid = await codReportCall();
    const listed = mid.body.outstanding.find((r: { order_id: number }) => r.order_id === id);
    expect(listed).toMatchObject({ remitted_amount: 1, owed: (row.totalPaise - 100) / 100 });
    expect(listed.remittances).toEqual([
      { utr: expect.stringMatching(/^SBXUTR/), amount: 1, remitted_at: expect.any(String) },
    ]);
    expect((await orderRow(id)).paidAt).toBeNull();
    await sandboxEvent(staff, { awb, event: 'cod_remitted', amount: (row.totalPaise - 100) / 100 });
    expect((await orderRow(id)).paidAt).not.toBeNull();
    const end = await codReportCall();
    expect(end.body.outstanding.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
    expect(end.body.differing.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
  });

  it('settles a remittance one paisa over and flags the difference', async () => {
    const { id, awb } = await deliveredCod();
    const row = await orderRow(id);
    await sandboxEvent(staff, { awb, event: 'cod_remitted', amount: (row.totalPaise + 1) / 100 });
    expect((await orderRow(id)).paidAt).not.toBeNull();
    // The payment is what the order owed; the paisa over is the courier's to claw back, shown on the report.
    expect((await captured(id)).map((p) => p.amountPaise)).toEqual([row.totalPaise]);
    const report = await codReportCall();
    expect(report.body.outstanding.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
    expect(report.body.differing.find((r: { order_id: number }) => r.order_id === id)).toMatchObject({
      owed: -0.01,
      amount_differs: true,
    });
  });

  it('settles the order when the remittance came before the courier reported the delivery', async () => {
    const shopper = await createShopper();
    const id = (await placeCod(shopper)).body.id as number;
    const awb = (await bookCall(staff, id)).body.shipment.awb as string;
    expect((await sandboxEvent(staff, { awb, event: 'cod_remitted' })).status).toBe(200);
    expect((await orderRow(id)).paidAt).toBeNull();
    expect((await sandboxEvent(staff, { awb, event: 'delivered' })).status).toBe(200);
    const row = await orderRow(id);
    expect(row.status).toBe('delivered');
    expect(row.paidAt).not.toBeNull();
    expect((await captured(id)).map((p) => [p.amountPaise, p.source])).toEqual([[row.totalPaise, 'remittance']]);
    const report = await codReportCall();
    expect(report.body.outstanding.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
  });

  it('settles the order when the shop marks it delivered by hand after the remittance came', async () => {
    const shopper = await createShopper();
    const id = (await placeCod(shopper)).body.id as number;
    const awb = (await bookCall(staff, id)).body.shipment.awb as string;
    expect((await sandboxEvent(staff, { awb, event: 'cod_remitted' })).status).toBe(200);
    expect((await move(id, { status: 'delivered' })).status).toBe(200);
    const row = await orderRow(id);
    expect(row.paidAt).not.toBeNull();
    expect((await captured(id)).map((p) => p.amountPaise)).toEqual([row.totalPaise]);
  });

  it('lists a delivered parcel whose remittance came first but short, with what is still owed', async () => {
    const shopper = await createShopper();
    const id = (await placeCod(shopper)).body.id as number;
    const awb = (await bookCall(staff, id)).body.shipment.awb as string;
    const row = await orderRow(id);
    await sandboxEvent(staff, { awb, event: 'cod_remitted', amount: (row.totalPaise - 1) / 100 });
    await sandboxEvent(staff, { awb, event: 'delivered' });
    expect((await orderRow(id)).paidAt).toBeNull();
    const report = await codReportCall();
    expect(report.body.outstanding.find((r: { order_id: number }) => r.order_id === id)).toMatchObject({ owed: 0.01 });
  });

  it('waits for the remittance even when the shop marks a booked COD parcel delivered by hand', async () => {
    const shopper = await createShopper();
    const id = (await placeCod(shopper)).body.id as number;
    expect((await bookCall(staff, id)).status).toBe(201);
    expect((await move(id, { status: 'delivered' })).status).toBe(200);
    expect((await orderRow(id)).paidAt).toBeNull();
    expect(await captured(id)).toHaveLength(0);
  });
});
