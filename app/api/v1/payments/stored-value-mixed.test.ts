// One order paid three ways, end to end through the routes: a matured savings plan (₹5,000 a month for two
// months with a 100 % bonus: ₹15,000 spendable), a ₹2,000 gift card bought and paid by someone else, and the card
// for the rest. The order keeps its full total; the tax invoice carries the full taxable value and GST and then
// the plan and the gift card as payments towards it; the liabilities report moves each balance in and out again
// and its ties hold; net sales count the order's total once and the advances not at all.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db';
import { mailOutbox, products, taxDocuments } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import {
  ADDRESS,
  createOrderCall,
  installSandboxProvider,
  orderBody,
  paymentsOf,
  setStock,
  verifyCall,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { clockAt, createPlan, enrol, payInstalment, signedIn } from '@/test-support/savings-fixture';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { pdfText } from '@/test-support/pdf-text';
import { SANDBOX_CARDS } from '@/lib/server/payments/providers/sandbox-card';
import { CHECKOUT_STORED_VALUE_MESSAGES as M } from '@/lib/shared/messages/checkout-stored-value';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { shopToday } from '@/lib/shared/shop-time';
import { POST as buyGiftCard } from '@/app/api/v1/gift_cards/route';
import { POST as sandboxPay } from '@/app/api/v1/payments/sandbox/pay/route';
import { GET as invoicePdf } from '@/app/api/v1/orders/[id]/invoice.pdf/route';
import { GET as liabilitiesRoute } from '@/app/api/v1/admin/reports/liabilities/route';
import { GET as salesRoute } from '@/app/api/v1/admin/reports/sales/route';

installSandboxProvider();
silenceMailLog();
afterEach(() => jest.useRealTimers());

type Headers = Record<string, string>;
type Account = { kind: string; opening: number; closing: number; movements: { reason: string; amount: number }[] };

const PLAN = { name: 'Wedding savings', months: 2, min_instalment: 1000, max_instalment: 50000, bonus_percent: 100 };
const INSTALMENT = 5000;
const SAVINGS_PAISE = rupeesToPaise(INSTALMENT * 2 + INSTALMENT); // two instalments and a 100 % bonus of one
const GIFT = 2000;
const GIFT_PAISE = rupeesToPaise(GIFT);
// Within the state of the demo shop (Rajasthan): CGST and SGST.
const JAIPUR = { ...ADDRESS, city: 'Jaipur', state: 'Rajasthan', postal_code: '302006' };

/** Two different fixed-price pieces without sizes, together between ₹20,000 and ₹60,000. */
async function twoPieces(): Promise<[TestProduct, TestProduct]> {
  const rows = await (
    await getDb()
  )
    .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        eq(products.pricingKind, 'fixed'),
        sql`cardinality(${products.sizes}) = 0`,
        sql`${products.pricePaise} < 6000000`,
      ),
    )
    .orderBy(asc(products.id));
  for (const [i, first] of rows.entries())
    for (const second of rows.slice(i + 1)) {
      const sum = first.pricePaise + second.pricePaise;
      if (sum >= 2_000_000 && sum <= 6_000_000) return [first, second];
    }
  throw new Error('the demo catalogue has no two fixed-price pieces between ₹20,000 and ₹60,000');
}

const report = (headers: Headers, from: string) =>
  callRoute(liabilitiesRoute, `/api/v1/admin/reports/liabilities?from=${from}&to=${shopToday()}`, { headers });
const sales = async (headers: Headers, from: string) => {
  const answer = await callRoute(salesRoute, `/api/v1/admin/reports/sales?from=${from}&to=${shopToday()}`, {
    headers,
  });
  expect(answer.status).toBe(200);
  return answer.body.totals as { revenue: number; gross: number };
};
const account = (body: { accounts: Account[] }, kind: string) => body.accounts.find((a) => a.kind === kind)!;
const moved = (a: Account, reason: string) => a.movements.find((m) => m.reason === reason)?.amount ?? 0;

/** Pays a provider order on the sandbox's card page and verifies it as the browser then does. */
async function payByCard(headers: Headers, id: number, providerOrderId: string) {
  const card = await callRoute(sandboxPay, '/api/v1/payments/sandbox/pay', {
    method: 'POST',
    body: { razorpay_order_id: providerOrderId, card_number: SANDBOX_CARDS.success },
    headers,
  });
  expect(card.status).toBe(200);
  return verifyCall(headers, { order_id: id, ...card.body });
}

async function giftCodeMailedTo(email: string): Promise<string> {
  const rows = await (
    await getDb()
  )
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%gift card%')));
  expect(rows).toHaveLength(1);
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(rows[0]!.text)?.[1];
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  return code!;
}

beforeAll(async () => {
  await seedCatalogue();
}, 180_000);

describe('one order paid by a savings plan, a gift card and a card', () => {
  it('pays total − ₹15,000 − ₹2,000 by card, invoices the whole total, and ties in the books', async () => {
    const buyer = await createShopper();
    const giver = await createShopper();
    const owner = await createStaff('owner');
    // The two instalments fall on the 10th of the two calendar months before this one, so that the plan has
    // matured by now and is still within its 365 days; everything after is at the real time.
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 10, 6));
    const second = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 5));
    const from = shopToday(first);

    let ownerHeaders = await signedIn(owner.user.id);
    const before = (await report(ownerHeaders, from)).body;
    const salesBefore = await sales(ownerHeaders, from);

    // The savings plan: enrolled and first month paid, then the second month paid a calendar month later.
    clockAt(first.toISOString());
    const plan = await createPlan(await signedIn(owner.user.id), PLAN);
    expect(plan.status).toBe(201);
    let buyerHeaders = await signedIn(buyer.user.id);
    const enrolled = await enrol(buyerHeaders, { plan_id: plan.body.plan.id, instalment: INSTALMENT });
    expect(enrolled.status).toBe(201);
    const enrolmentId = enrolled.body.enrolment.id as number;
    const paid1 = await payInstalment(buyerHeaders, enrolmentId);
    expect(paid1.status).toBe(200);
    expect(paid1.body.enrolment).toMatchObject({ paid_instalments: 1, paid_total: INSTALMENT, status: 'active' });
    clockAt(second.toISOString());
    buyerHeaders = await signedIn(buyer.user.id);
    const paid2 = await payInstalment(buyerHeaders, enrolmentId);
    expect(paid2.status).toBe(200);
    expect(paid2.body.enrolment).toMatchObject({
      status: 'matured',
      paid_instalments: 2,
      paid_total: INSTALMENT * 2,
      bonus: INSTALMENT,
      spendable: paiseToRupees(SAVINGS_PAISE),
    });
    jest.useRealTimers();
    buyerHeaders = await signedIn(buyer.user.id);
    ownerHeaders = await signedIn(owner.user.id);

    // The gift card: bought by someone else for the buyer, paid on the card page, its code mailed to the buyer.
    const bought = await callRoute(buyGiftCard, '/api/v1/gift_cards', {
      method: 'POST',
      body: { amount: GIFT, recipient_name: 'Asha', recipient_email: buyer.user.email },
      headers: giver.cookieHeaders,
    });
    expect(bought.status).toBe(201);
    expect(bought.body.amount).toBe(GIFT_PAISE);
    const giftPaid = await payByCard(giver.cookieHeaders, bought.body.id, bought.body.razorpay_order_id);
    expect(giftPaid.status).toBe(200);
    expect(giftPaid.body.gift_card.status).toBe('active');
    const code = await giftCodeMailedTo(buyer.user.email);
    // Money taken in advance is no sale.
    expect(await sales(ownerHeaders, from)).toEqual(salesBefore);

    // The order: the gift card, then the plan, then the card for the rest.
    const pieces = await twoPieces();
    for (const piece of pieces) await setStock(piece.id, 5);
    const totalPaise = pieces[0].pricePaise + pieces[1].pricePaise;
    const placed = await createOrderCall(
      buyerHeaders,
      orderBody(
        pieces.map((product) => ({ product, quantity: 1 })),
        { shipping_address: JAIPUR, gift_card_codes: [code], savings_enrolment_id: enrolmentId },
      ),
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as number;
    const cardPaise = totalPaise - SAVINGS_PAISE - GIFT_PAISE;
    expect(rupeesToPaise(placed.body.order.total_price)).toBe(totalPaise);
    expect(placed.body.amount).toBe(cardPaise);
    expect(rupeesToPaise(placed.body.order.amount_payable)).toBe(cardPaise);
    expect(placed.body.order.stored_value_payments).toEqual([
      { kind: 'gift_card', label: M.giftCardLabel(code.slice(-4)), amount: GIFT },
      { kind: 'savings', label: M.savingsLabel(enrolmentId), amount: paiseToRupees(SAVINGS_PAISE) },
    ]);
    const paid = await payByCard(buyerHeaders, orderId, placed.body.razorpay_order_id);
    expect(paid.status).toBe(200);
    expect(paid.body.order.status).toBe('confirmed');
    // The card was charged the rest only.
    const charged = (await paymentsOf(orderId)).filter((p) => p.status === 'captured');
    expect(charged.map((p) => Number(p.amountPaise))).toEqual([cardPaise]);

    // Shipped: the tax invoice is issued, on the whole total, with the plan and the gift card below it.
    expect((await shipOrderCall(orderId, ownerHeaders)).status).toBe(200);
    const [invoice] = await (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
    expect(invoice).toMatchObject({ kind: 'invoice' });
    const doc = invoice!.document;
    const t = doc.totals;
    expect(doc.intraState).toBe(true);
    expect(t.totalPaise).toBe(totalPaise);
    expect(t.cgstPaise).toBe(t.sgstPaise);
    expect(t.igstPaise).toBe(0);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + (t.roundOffPaise ?? 0)).toBe(totalPaise);
    // 3 % GST on the full taxable value, not on what the card paid: within a paisa a line of rounding.
    expect(Math.abs(t.cgstPaise + t.sgstPaise - Math.round(t.taxablePaise * 0.03))).toBeLessThanOrEqual(
      doc.lines.length,
    );
    expect(t.taxablePaise).toBeGreaterThan(cardPaise);
    // Each piece at its full price, and the totals are the lines' sums.
    expect(doc.lines.map((l) => l.totalPaise)).toEqual(pieces.map((p) => p.pricePaise));
    for (const field of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'totalPaise'] as const)
      expect(doc.lines.reduce((s, l) => s + l[field], 0)).toBe(t[field]);
    expect(doc.storedValue).toEqual({
      lines: [
        { label: M.giftCardLabel(code.slice(-4)), amountPaise: GIFT_PAISE },
        { label: M.savingsLabel(enrolmentId), amountPaise: SAVINGS_PAISE },
      ],
      amountPayablePaise: cardPaise,
    });
    const response = await invoicePdf(
      new NextRequest(`http://localhost:3000/api/v1/orders/${orderId}/invoice.pdf`, { headers: buyerHeaders }),
      { params: Promise.resolve({ id: String(orderId) }) },
    );
    expect(response.status).toBe(200);
    const text = (await pdfText(await response.arrayBuffer())).replace(/\s+/g, ' ');
    const money = (paise: number) =>
      `₹${paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const giftLine = `Paid by ${M.giftCardLabel(code.slice(-4))} −${money(GIFT_PAISE)}`;
    const planLine = `Paid by ${M.savingsLabel(enrolmentId)} −${money(SAVINGS_PAISE)}`;
    const payableLine = `Amount payable ${money(cardPaise)}`;
    for (const figure of [money(t.taxablePaise), money(t.cgstPaise), money(totalPaise)]) expect(text).toContain(figure);
    expect(text).toContain(giftLine);
    expect(text).toContain(planLine);
    expect(text).toContain(payableLine);
    const at = (s: string) => text.indexOf(s);
    expect(at(money(totalPaise))).toBeLessThan(at(giftLine));
    expect(at(giftLine)).toBeLessThan(at(planLine));
    expect(at(planLine)).toBeLessThan(at(payableLine));

    // The books: each balance in and out again, the ties hold, and net sales count the order once.
    const answer = await report(ownerHeaders, from);
    expect(answer.status).toBe(200);
    const after = answer.body;
    const rows = ['savings', 'gift_card'].map((kind) => {
      const was = account(before, kind);
      const is = account(after, kind);
      const inReason = kind === 'savings' ? 'matured' : 'issued';
      const added = moved(is, inReason) - moved(was, inReason);
      const spent = moved(is, 'spent') - moved(was, 'spent');
      for (const a of [is, was]) {
        const sum = a.movements.reduce((s, m) => s + rupeesToPaise(m.amount), rupeesToPaise(a.opening));
        expect(rupeesToPaise(a.closing)).toBe(sum);
      }
      return { kind, opening: is.opening, in: added, spent, closing: is.closing, inReason };
    });
    expect(rows).toEqual([
      { kind: 'savings', opening: 0, in: 15000, spent: -15000, closing: 0, inReason: 'matured' },
      { kind: 'gift_card', opening: 0, in: GIFT, spent: -GIFT, closing: 0, inReason: 'issued' },
    ]);
    const storedPaise = SAVINGS_PAISE + GIFT_PAISE;
    const tie = (field: string) => rupeesToPaise(after.ties[field]) - rupeesToPaise(before.ties[field]);
    expect(tie('spent_on_orders')).toBe(storedPaise);
    expect(tie('orders_paid_by_stored_value')).toBe(storedPaise);
    expect(tie('invoiced_stored_value')).toBe(storedPaise);
    expect(tie('returned_from_orders')).toBe(0);
    expect(after.ties.balances_match).toBe(true);
    expect(after.totals.closing).toBe(after.ties.balances_now);
    const salesAfter = await sales(ownerHeaders, from);
    expect(rupeesToPaise(salesAfter.revenue) - rupeesToPaise(salesBefore.revenue)).toBe(totalPaise);
    expect(rupeesToPaise(salesAfter.gross) - rupeesToPaise(salesBefore.gross)).toBe(totalPaise);

    const r = (paise: number) => paiseToRupees(paise).toFixed(2);
    console.log(
      [
        `order #${orderId}: ${pieces.map((p) => `${p.name} ${r(p.pricePaise)}`).join(' + ')}`,
        `order total            ${r(totalPaise)}`,
        `taxable value          ${r(t.taxablePaise)}`,
        `CGST / SGST            ${r(t.cgstPaise)} / ${r(t.sgstPaise)}  (IGST ${r(t.igstPaise)})`,
        `round-off              ${r(t.roundOffPaise ?? 0)}`,
        `${planLine}`,
        `${giftLine}`,
        `paid by card           ${r(cardPaise)}`,
        `liabilities ${from}..${shopToday()}:`,
        ...rows.map(
          (row) =>
            `  ${row.kind.padEnd(10)} opening ${row.opening}  ${row.inReason} +${row.in}  spent ${row.spent}  closing ${row.closing}`,
        ),
        `  ties: spent_on_orders ${after.ties.spent_on_orders}, orders_paid_by_stored_value ${after.ties.orders_paid_by_stored_value}, invoiced_stored_value ${after.ties.invoiced_stored_value}, balances_match ${after.ties.balances_match}`,
        `net sales: +${r(rupeesToPaise(salesAfter.revenue) - rupeesToPaise(salesBefore.revenue))}`,
      ].join('\n'),
    );
  }, 240_000);
});
