// A piece by weight with stones and engraving, ordered, shipped and invoiced: the invoice line's money columns
// (metal, making, stones, engraving) add up to its taxable value to the paisa, the engraving has a column of
// its own, and the GST the product page showed is the invoice's (across states: IGST).
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { taxDocuments } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { shippedInvoiceText } from '@/test-support/ship-order-call';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { lineColumns } from '@/lib/shared/gst/jewellery-detail';
import { gstInside } from '@/lib/shared/money/gst';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { GET as getProduct } from '@/app/api/v1/products/[id]/route';

installSandboxProvider();
silenceMailLog();

beforeAll(async () => {
  await seedCatalogue();
}, 120_000);

const ENGRAVING_RUPEES = 500;

it('invoices an engraved piece with stones in columns that add up, at the page’s GST', async () => {
  const staff = await createStaff('staff');
  const made = await callRoute(createProduct, '/api/v1/admin/products', {
    method: 'POST',
    headers: staff.cookieHeaders,
    body: {
      name: `Columns Ring ${Math.random().toString(36).slice(2, 8)}`,
      stock_quantity: 5,
      pricing_kind: 'weight',
      metal_rate: 'gold_22k',
      weight_grams: 5.731,
      making_charge: { kind: 'percent', value: 12.5 },
      stone_charges: 0,
      stones: [{ type: 'Diamond', count: 3, carat_weight: 0.14, price_per_carat: 24_377.5 }],
      gross_weight_grams: 5.82,
      engraving: { max_chars: 10, price: ENGRAVING_RUPEES },
    },
  });
  expect(made.status).toBe(201);
  const id = made.body.product.id as number;
  const page = (await callRoute(getProduct, `/api/v1/products/${id}`, { params: { id: String(id) } })).body.product;
  const piece = { id, name: page.name as string, pricePaise: Math.round(page.price * 100) };
  const pageGstPaise = Math.round(page.price_breakup.gst * 100);
  expect(page.price_breakup.stone_charges).toBeGreaterThan(0);

  const shopper = await createShopper();
  const body = orderBody([{ product: piece, quantity: 1 }], {
    total_amount: (piece.pricePaise + ENGRAVING_RUPEES * 100) / 100,
  });
  body.cart_items[0] = { ...body.cart_items[0]!, engraving_text: 'Meera' } as never;
  const placed = await createOrderCall(shopper.cookieHeaders, body);
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  const text = await shippedInvoiceText(placed.body.id, shopper.cookieHeaders);
  expect(text).toContain('Engraving');

  const [invoice] = await (
    await getDb()
  )
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, placed.body.id), eq(taxDocuments.kind, 'invoice')));
  const [line] = invoice!.document.lines;
  const columns = lineColumns(line!)!;
  const engravingEx = gstInside(ENGRAVING_RUPEES * 100).taxablePaise;
  expect(columns.engravingPaise).toBe(engravingEx);
  expect(
    columns.metalValuePaise + columns.makingPaise + columns.stonePaise + columns.engravingPaise + columns.roundOffPaise,
  ).toBe(line!.taxablePaise);
  expect(columns.roundOffPaise).toBe(0);
  expect(line!.taxablePaise).toBe(Math.round(page.price_breakup.subtotal * 100) + engravingEx);
  // The piece's GST is the page's; the engraving's is 3 % of its value before GST, on the same line.
  expect(line!.igstPaise).toBe(Math.round(((Math.round(page.price_breakup.subtotal * 100) + engravingEx) * 3) / 100));
  expect(Math.abs(line!.igstPaise - pageGstPaise - Math.round(engravingEx * 0.03))).toBeLessThanOrEqual(1);
  expect(line!.taxablePaise + line!.igstPaise + line!.roundOffPaise!).toBe(line!.totalPaise);
});
