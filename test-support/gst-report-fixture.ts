// The GST report tests' shared set-up (app/api/v1/admin/gst-report*-api.test.ts): orders within Rajasthan and
// across states, a coupon, refunds and a cancelled paid order, with the invoices and credit notes they issue, and
// the figures each document should give. The `let`s are live bindings.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products, taxDocuments, type TaxDocumentRow } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import { callRoute, seedCatalogue } from './call-route';
import { createShopper } from './create-shopper';
import { createStaff, type StaffAccount } from './create-staff';
import { silenceMailLog } from './accounts-api';
import { ADDRESS, createOrderCall, installSandboxProvider, orderBody } from './checkout-fixtures';
import { payInSandbox, productsWithStock, setStock, type TestProduct } from './checkout-fixtures';
import { POST as addItem } from '@/app/api/v1/cart/add_item/route';
import { POST as applyCoupon } from '@/app/api/v1/cart/apply_coupon/route';
import { POST as createCoupon } from '@/app/api/v1/admin/coupons/route';
import { POST as move } from '@/app/api/v1/admin/orders/[id]/status/route';
import { POST as refundRoute } from '@/app/api/v1/admin/orders/[id]/refunds/route';
import { GET as gstRoute } from '@/app/api/v1/admin/reports/gst/route';
import { shipOrderCall } from './ship-order-call';

silenceMailLog();

export const JAIPUR = {
  ...ADDRESS,
  full_name: 'Meera Joshi',
  address_line_1: '4 Civil Lines',
  city: 'Jaipur',
  state: 'Rajasthan',
  postal_code: '302006',
};
export const AMOUNT_KEYS = ['taxable_value', 'cgst', 'sgst', 'igst', 'round_off', 'total'] as const;
export const paise = (rupees: number) => Math.round(rupees * 100);
export const today = shopToday();

export let owner: StaffAccount;
export let staff: StaffAccount;
export const made: Record<string, number> = {};

export type Shopper = Awaited<ReturnType<typeof createShopper>>;

/** Placed, paid and shipped: shipping issues the invoice. */
export async function paid(shopper: Shopper, body: ReturnType<typeof orderBody>): Promise<number> {
  const placed = await createOrderCall(shopper.cookieHeaders, body);
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  expect((await shipOrderCall(placed.body.id, staff.cookieHeaders)).status).toBe(200);
  return placed.body.id as number;
}

export async function refund(orderId: number, amount: number) {
  const given = await callRoute(refundRoute, `/api/v1/admin/orders/${orderId}/refunds`, {
    method: 'POST',
    params: { id: String(orderId) },
    body: { amount, reason: 'Goodwill' },
    headers: { ...owner.cookieHeaders, 'idempotency-key': `gst-${orderId}-${amount}` },
  });
  expect(given.status).toBe(201);
}

export const report = (query: string, headers: Record<string, string> = owner.cookieHeaders) =>
  callRoute(gstRoute, `/api/v1/admin/reports/gst?${query}`, { headers });

export async function documents(): Promise<TaxDocumentRow[]> {
  return (await getDb()).select().from(taxDocuments).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
}

/** What a document should give, worked out here from its lines: per HSN, in paise, a credit note negative. */
export function expectedRows(doc: TaxDocumentRow) {
  const sign = doc.kind === 'credit_note' ? -1 : 1;
  const signed = (n: number) => sign * n + 0;
  const byHsn = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number; total: number }>();
  for (const l of doc.document.lines) {
    const s = byHsn.get(l.hsn) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
    byHsn.set(l.hsn, {
      taxable: s.taxable + l.taxablePaise,
      cgst: s.cgst + l.cgstPaise,
      sgst: s.sgst + l.sgstPaise,
      igst: s.igst + l.igstPaise,
      total: s.total + l.totalPaise,
    });
  }
  return [...byHsn].map(([hsn, s]) => ({
    number: doc.number,
    hsn,
    taxable: signed(s.taxable),
    cgst: signed(s.cgst),
    sgst: signed(s.sgst),
    igst: signed(s.igst),
    total: signed(s.total),
  }));
}

export type Row = Record<(typeof AMOUNT_KEYS)[number], number> & {
  number: string;
  hsn: string;
  [key: string]: unknown;
};
export const inPaise = (r: Row) => ({
  number: r.number,
  hsn: r.hsn,
  taxable: paise(r.taxable_value),
  cgst: paise(r.cgst),
  sgst: paise(r.sgst),
  igst: paise(r.igst),
  total: paise(r.total),
});
export const sum = (rows: Row[], pick: (r: Row) => number) => rows.reduce((a, r) => a + paise(pick(r)), 0);

/** Call once at the top of a test file. */
export function setUpGstReport(): void {
  installSandboxProvider();
  beforeAll(async () => {
    await seedCatalogue();
    owner = await createStaff('owner');
    staff = await createStaff('staff');
    const db = await getDb();
    const [ring, studs, costly, plainInter] = await productsWithStock(4, 50);
    // One imitation piece (HSN 7117), so one invoice has lines of two HSNs.
    await db.update(products).set({ hsnCode: '7117' }).where(eq(products.id, studs!.id));
    // ₹1,50,000: above the B2CL limit (₹1,00,000 since August 2024) when it goes to another state.
    await db
      .update(products)
      .set({ pricePaise: 15_000_000, pricingKind: 'fixed', priceBreakup: null })
      .where(eq(products.id, costly!.id));
    const dear: TestProduct = { ...costly!, pricePaise: 15_000_000 };
    const [gold] = await db
      .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
      .from(products)
      .where(
        and(eq(products.active, true), eq(products.pricingKind, 'weight'), sql`cardinality(${products.sizes}) = 0`),
      )
      .orderBy(asc(products.id))
      .limit(1);
    await setStock(gold!.id, 50);
    const coupon = await callRoute(createCoupon, '/api/v1/admin/coupons', {
      method: 'POST',
      headers: owner.cookieHeaders,
      body: { code: 'MAKE20G', percent: 20, applies_to: 'making_charges' },
    });
    expect(coupon.status).toBe(201);

    // Within Rajasthan (the shop's state): two HSNs, then a ₹100 refund (money only).
    const twoHsns = [
      { product: ring!, quantity: 2 },
      { product: studs!, quantity: 1 },
    ];
    made.intra = await paid(await createShopper(), orderBody(twoHsns, { shipping_address: JAIPUR }));
    await refund(made.intra, 100);
    // To Karnataka with 20 % off the making charges.
    const shopper = await createShopper();
    const headers = shopper.cookieHeaders;
    const line = { product_id: gold!.id, quantity: 1 };
    const added = await callRoute(addItem, '/x', { method: 'POST', body: line, headers });
    expect(added.status).toBe(200);
    const applied = await callRoute(applyCoupon, '/x', { method: 'POST', body: { code: 'MAKE20G' }, headers });
    expect(applied.status).toBe(200);
    const withCoupon = { coupon_code: 'MAKE20G', total_amount: applied.body.total };
    made.coupon = await paid(shopper, orderBody([{ product: gold!, quantity: 1 }], withCoupon));
    // To Karnataka above the B2CL limit, then ₹10,000 back: a credit note for Table 9B.
    made.large = await paid(await createShopper(), orderBody([{ product: dear, quantity: 1 }]));
    await refund(made.large, 10_000);
    // A small one to Karnataka, and a cash-on-delivery order refused at the door (invoiced when it shipped,
    // then cancelled: a credit note takes every piece back).
    made.inter = await paid(await createShopper(), orderBody([{ product: plainInter!, quantity: 1 }]));
    const three = [{ product: ring!, quantity: 3 }];
    const cod = await createOrderCall(
      (await createShopper()).cookieHeaders,
      orderBody(three, { shipping_address: JAIPUR, payment_method: 'cod' }),
    );
    expect(cod.status).toBe(201);
    made.cancelled = cod.body.id as number;
    expect((await shipOrderCall(made.cancelled, staff.cookieHeaders)).status).toBe(200);
    const cancel = await callRoute(move, '/x', {
      method: 'POST',
      params: { id: String(made.cancelled) },
      body: { status: 'cancelled' },
      headers: owner.cookieHeaders,
    });
    expect(cancel.status).toBe(200);
    // An invoice issued at 01:30 on 2 March in India (20:00 UTC on 1 March): that IST day's only document.
    made.march = await paid(await createShopper(), orderBody([{ product: plainInter!, quantity: 1 }]));
    const lateNight = new Date('2026-03-01T20:00:00Z');
    await db.update(taxDocuments).set({ issuedAt: lateNight }).where(eq(taxDocuments.orderId, made.march));
  }, 180_000);
}
