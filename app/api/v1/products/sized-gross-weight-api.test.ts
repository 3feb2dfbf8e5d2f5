// A size's own gross weight: each size of a piece with stones holds its own net weight plus the stones at 0.2 g a
// carat (exactly equal taken, one milligram under refused naming the size's field), new stones are checked
// against the sizes' stored gross weights, the import reads and checks the column as the editor does, and the
// invoice of a size gives that size's gross and net weights.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { productVariants } from '@/lib/server/db/schema';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';
import { parseCsv } from '@/lib/server/csv/read-csv';
import { csvCell } from '@/lib/server/csv';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { exportCsv, uploadCsv } from '@/test-support/csv-upload';
import { shippedInvoiceText } from '@/test-support/ship-order-call';
import { POST as create } from '../admin/products/route';
import { PATCH as patch } from '../admin/products/[id]/route';

installSandboxProvider();
silenceMailLog();

let staff: StaffAccount;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
}, 120_000);

/** 2 × 0.25 ct = 0.5 ct = 0.1 g of stones; size 10 is 4 g of gold, size 12 is 4.5 g. */
const ring = (size12Gross: number) => ({
  name: `Sized Diamond Ring ${Math.random().toString(36).slice(2, 8)}`,
  pricing_kind: 'weight',
  metal_rate: 'gold_18k',
  making_charge: { kind: 'percent', value: 12 },
  stone_charges: 1000,
  stones: [{ type: 'Diamond', count: 2, carat_weight: 0.25 }],
  variants: [
    { size: '10', stock_quantity: 2, weight_grams: 4, gross_weight_grams: 4.1 },
    { size: '12', stock_quantity: 2, weight_grams: 4.5, gross_weight_grams: size12Gross },
  ],
});

const createCall = (body: unknown) =>
  callRoute(create, '/api/v1/admin/products', { method: 'POST', body, headers: staff.cookieHeaders });

const sizesOf = async (productId: number) =>
  (await getDb())
    .select({ size: productVariants.size, gross: productVariants.grossWeightGrams })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);

describe("a size's gross weight", () => {
  it('takes each size at exactly net + stones, refuses one milligram under naming that size', async () => {
    const under = await createCall(ring(4.599));
    expect(under.status).toBe(400);
    expect(under.body.errors).toEqual({ 'variants.1.gross_weight_grams': [STONE_MESSAGES.grossTooLight] });
    const equal = await createCall(ring(4.6));
    expect(equal.status).toBe(201);
    expect(equal.body.product.variants.map((v: { gross_weight_grams: number }) => v.gross_weight_grams)).toEqual([
      4.1, 4.6,
    ]);
  });

  it('refuses new stones too heavy for a stored size, and keeps the piece as it was', async () => {
    const made = (await createCall(ring(4.7))).body.product;
    const heavier = await callRoute(patch, `/api/v1/admin/products/${made.id}`, {
      method: 'PATCH',
      params: { id: String(made.id) },
      // 3 × 0.25 ct = 0.15 g: size 10's 4.1 g no longer holds 4 g + 0.15 g; size 12's 4.7 g still would.
      body: { stones: [{ type: 'Diamond', count: 3, carat_weight: 0.25 }], updated_at: made.updated_at },
      headers: staff.cookieHeaders,
    });
    expect(heavier.status).toBe(400);
    expect(heavier.body.errors).toEqual({ 'variants.0.gross_weight_grams': [STONE_MESSAGES.grossTooLight] });
    expect(await sizesOf(made.id)).toEqual([
      { size: '10', gross: 4.1 },
      { size: '12', gross: 4.7 },
    ]);
  });

  it('reads the import column as the editor reads the field: one milligram under is refused at its line', async () => {
    const made = (await createCall(ring(4.6))).body.product;
    const [header, ...rows] = parseCsv((await exportCsv(staff.cookieHeaders)).body as string).records;
    const col = (name: string) => header.cells.indexOf(name);
    const mine = rows.filter((r) => Number(r.cells[col('id')]) === made.id);
    expect(mine.map((r) => r.cells[col('variant_gross_weight_grams')])).toEqual(['4.1', '4.6']);
    const text = (cells: string[][]) => cells.map((c) => c.map(csvCell).join(',')).join('\n');
    const twelve = mine[1]!.cells.map((c, i) => (i === col('variant_gross_weight_grams') ? '4.599' : c));
    const refused = await uploadCsv(text([header.cells, mine[0]!.cells, twelve]), staff.cookieHeaders);
    expect(refused.body.errors).toEqual([
      { line: 3, column: 'variant_gross_weight_grams', message: STONE_MESSAGES.grossTooLight },
    ]);
    const heavier = mine[1]!.cells.map((c, i) => (i === col('variant_gross_weight_grams') ? '4.65' : c));
    const taken = await uploadCsv(text([header.cells, mine[0]!.cells, heavier]), staff.cookieHeaders);
    expect(taken.body).toMatchObject({ updated: 1 });
    expect(await sizesOf(made.id)).toEqual([
      { size: '10', gross: 4.1 },
      { size: '12', gross: 4.65 },
    ]);
  });

  it("prints the size's own gross and net weights on the invoice", async () => {
    const product = (await createCall(ring(4.6))).body.product;
    const twelve = product.variants.find((v: { size: string }) => v.size === '12');
    const shopper = await createShopper();
    const body = orderBody([
      { product: { id: product.id, name: product.name, pricePaise: Math.round(twelve.price * 100) }, quantity: 1 },
    ]);
    body.cart_items[0] = { ...body.cart_items[0]!, size: '12' } as (typeof body.cart_items)[number];
    const placed = await createOrderCall(shopper.cookieHeaders, body);
    expect(placed.status).toBe(201);
    expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
    const text = await shippedInvoiceText(placed.body.id, shopper.cookieHeaders);
    expect(text).toContain('gross 4.600 g');
    expect(text).toContain('net 4.500 g');
  });
});
