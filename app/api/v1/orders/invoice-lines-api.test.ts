// The invoice's lines read the way a jeweller's bill does: value and discount before GST, so that
// value − discount is the taxable value, and per line the net weight, purity, rate per gram, metal value and
// making charges as the order priced them. Read back from the PDF: the printed figures add up to the total,
// and a credit note carries the same columns.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, products, taxDocuments } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import {
  ADDRESS,
  createOrderCall,
  installSandboxProvider,
  orderBody,
  payInSandbox,
  productsWithStock,
  setStock,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import { lineColumns } from '@/lib/shared/gst/jewellery-detail';
import { GET as invoicePdf } from './[id]/invoice.pdf/route';
import { GET as documentPdf } from './[id]/documents/[documentId]/route';
import { POST as refundRoute } from '../admin/orders/[id]/refunds/route';
import { pdfText } from '@/test-support/pdf-text';
import { shipOrderCall } from '@/test-support/ship-order-call';

installSandboxProvider();
silenceMailLog();

let owner: StaffAccount;
let staff: StaffAccount;
let gold: TestProduct;
let plain: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  staff = await createStaff('staff');
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
    .from(products)
    .where(and(eq(products.active, true), eq(products.pricingKind, 'weight'), sql`cardinality(${products.sizes}) = 0`))
    .orderBy(asc(products.id))
    .limit(1);
  gold = row!;
  await setStock(gold.id, 20);
  [plain] = (await productsWithStock(5, 20)).filter((p) => p.id !== gold.id);
}, 120_000);

const inr = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const paiseOf = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
const AMOUNT = '₹[\\d,]+\\.\\d{2}';

async function fetchPdf(
  path: string,
  route: typeof invoicePdf,
  params: Record<string, string>,
  headers: Record<string, string>,
): Promise<string> {
  const response = await route(
    new (await import('next/server')).NextRequest(`http://localhost:3000${path}`, { headers }),
    { params: Promise.resolve(params) } as never,
  );
  expect(response.status).toBe(200);
  return pdfText(await response.arrayBuffer());
}

/** One printed figure after its label in the totals block (a minus sign is not read: see signedFigure). */
function figure(text: string, label: string): number {
  return Math.abs(signedFigure(text, label));
}

function signedFigure(text: string, label: string): number {
  const match = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (−?)(${AMOUNT})`).exec(text);
  if (!match) throw new Error(`"${label}" not found in: ${text}`);
  return (match[1] ? -1 : 1) * paiseOf(match[2]!);
}

async function paidOrder(address = ADDRESS) {
  const shopper = await createShopper();
  const subtotal = gold.pricePaise * 2 + plain.pricePaise;
  const discounted = subtotal - Math.round((subtotal * 20) / 100 / 100) * 100;
  const placed = await createOrderCall(
    shopper.cookieHeaders,
    orderBody(
      [
        { product: gold, quantity: 2 },
        { product: plain, quantity: 1 },
      ],
      { coupon_code: 'WELCOME20', total_amount: discounted / 100, shipping_address: address },
    ),
  );
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  expect((await shipOrderCall(placed.body.id, staff.cookieHeaders)).status).toBe(200);
  return { shopper, id: placed.body.id as number, totalPaise: discounted, discountPaise: subtotal - discounted };
}

it('prints value and discount before GST, the taxable value, and the jewellery columns; the figures add up', async () => {
  const { shopper, id, totalPaise, discountPaise } = await paidOrder();
  const text = await fetchPdf(
    `/api/v1/orders/${id}/invoice.pdf`,
    invoicePdf,
    { id: String(id) },
    shopper.cookieHeaders,
  );

  for (const title of [
    'Value excl. GST',
    'Taxable value',
    'Net weight',
    'Purity',
    'Rate per gram',
    'Metal value',
    'Making charges',
  ])
    expect(text).toContain(title);
  const [item] = await (
    await getDb()
  )
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, id), eq(orderItems.productId, gold.id)));
  const b = item!.priceBreakup!;
  expect(b.kind).toBe('weight');
  expect(text).toContain(
    `${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3 }).format((b.weightMg! * 2) / 1000)} g`,
  );
  expect(text).toContain(METAL_GRADES[b.rateKey!].bisMark!);
  expect(text).toContain(inr(b.ratePaisePerGram!));

  // Across states (Rajasthan to Karnataka): IGST. Price − the coupon's amount = total; taxable + IGST +
  // round-off = total; the discount printed is the coupon's own amount, GST included.
  const price = figure(text, 'Total price incl. GST');
  const discount = figure(text, 'Discount (coupon, incl. GST)');
  const taxable = figure(text, 'Taxable value');
  const igst = figure(text, 'IGST @ 3%');
  const roundOff = signedFigure(text, 'Round-off');
  const total = figure(text, 'Invoice total');
  expect(discount).toBe(discountPaise);
  expect(price - discount).toBe(total);
  expect(taxable + igst + roundOff).toBe(total);
  // A piece by weight is invoiced on its breakup, which rounds its price to the rupee: up to 50 paise a piece.
  expect(Math.abs(roundOff)).toBeLessThanOrEqual(3 * 50);
  expect(total).toBe(totalPaise);

  // Each line's printed taxable value: they add up to the taxable total, and each line's amount with its tax.
  const [invoice] = await (
    await getDb()
  )
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'invoice')));
  const lines = invoice!.document.lines;
  expect(lines).toHaveLength(2);
  // A discounted line's money columns are its pieces' shared over its taxable value, adding up to it.
  const goldLine = lines.find((l) => l.jewellery)!;
  const cols = lineColumns(goldLine)!;
  expect(cols.metalValuePaise).toBeLessThan(b.metalValuePaise! * 2);
  expect(text).toContain(inr(cols.metalValuePaise));
  expect(text).toContain(inr(cols.makingPaise));
  expect(cols.metalValuePaise + cols.makingPaise + cols.stonePaise + cols.engravingPaise + cols.roundOffPaise).toBe(
    goldLine.taxablePaise,
  );
  for (const l of lines) {
    const row = new RegExp(`(${AMOUNT}) (${AMOUNT}) (${AMOUNT}) (${AMOUNT}) (${AMOUNT})`).exec(
      text.slice(text.indexOf(l.description.slice(0, 12))),
    );
    expect(row).not.toBeNull();
    const [lineValue, lineDiscount, lineTaxable, lineTax, lineAmount] = row!.slice(1).map(paiseOf);
    expect(lineValue! - lineDiscount!).toBe(lineTaxable);
    expect(lineTaxable! + lineTax!).toBe(lineAmount);
    expect(lineTaxable).toBe(l.taxablePaise);
  }
  expect(lines.reduce((sum, l) => sum + l.taxablePaise + l.igstPaise + l.roundOffPaise!, 0)).toBe(total);
});

it('splits into CGST and SGST within the shop’s state, still adding up, and the credit note mirrors the columns', async () => {
  const { shopper, id } = await paidOrder({ ...ADDRESS, city: 'Jaipur', state: 'Rajasthan', postal_code: '302006' });
  const text = await fetchPdf(
    `/api/v1/orders/${id}/invoice.pdf`,
    invoicePdf,
    { id: String(id) },
    shopper.cookieHeaders,
  );
  const taxable = figure(text, 'Taxable value');
  expect(figure(text, 'CGST @ 1.5%')).toBe(figure(text, 'SGST @ 1.5%'));
  expect(taxable + figure(text, 'CGST @ 1.5%') + figure(text, 'SGST @ 1.5%') + signedFigure(text, 'Round-off')).toBe(
    figure(text, 'Invoice total'),
  );

  const refunded = await callRoute(refundRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { amount: 1000, reason: 'Goodwill' },
    headers: owner.cookieHeaders,
  });
  expect(refunded.status).toBe(201);
  const [note] = await (
    await getDb()
  )
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'credit_note')));
  const credit = await fetchPdf(
    '/x',
    documentPdf as typeof invoicePdf,
    { id: String(id), documentId: String(note!.id) },
    shopper.cookieHeaders,
  );
  expect(credit).toContain('CREDIT NOTE');
  for (const title of ['Net weight', 'Purity', 'Metal value', 'Making charges']) expect(credit).toContain(title);
  const creditTaxable = figure(credit, 'Taxable value');
  expect(
    creditTaxable + figure(credit, 'CGST @ 1.5%') + figure(credit, 'SGST @ 1.5%') + signedFigure(credit, 'Round-off'),
  ).toBe(figure(credit, 'Credit note total'));
  expect(figure(credit, 'Credit note total')).toBe(1000_00);
});
