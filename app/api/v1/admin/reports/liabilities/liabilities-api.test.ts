// The liabilities report: each account's closing is its opening plus its movements by reason; what the ledger
// says was spent on orders is what the orders record; the balances now are what the ledger adds up to; and the
// money taken in advance leaves net sales alone (an order paid by store credit sells its full total).
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createOrderCall, orderBody } from '@/test-support/checkout-fixtures';
import { cheap, owner, setUpCashOnDelivery } from '@/test-support/cod-fixture';
import { grantTestCredit, issueTestGiftCard } from '@/test-support/stored-value-fixture';
import { shopToday } from '@/lib/shared/shop-time';
import { rupeesToPaise } from '@/lib/shared/money';
import { PATCH as cancelRoute } from '@/app/api/v1/orders/[id]/cancel/route';
import { GET as salesRoute } from '@/app/api/v1/admin/reports/sales/route';
import { GET } from './route';

setUpCashOnDelivery();

const PRICE = 1_000_000;
beforeAll(async () => {
  const db = await getDb();
  await db.update(products).set({ pricePaise: PRICE, priceBreakup: null }).where(eq(products.id, cheap.id));
  cheap.pricePaise = PRICE;
});

type Account = { kind: string; opening: number; closing: number; movements: { reason: string; amount: number }[] };

const report = async (query = '') =>
  callRoute(GET, `/api/v1/admin/reports/liabilities${query}`, { headers: owner.cookieHeaders });
const today = () => `?from=${shopToday()}&to=${shopToday()}`;
const account = (body: { accounts: Account[] }, kind: string) => body.accounts.find((a) => a.kind === kind)!;
const moved = (a: Account, reason: string) => a.movements.find((m) => m.reason === reason)?.amount ?? 0;

describe('the liabilities report', () => {
  it('ties the gift cards and store credit issued, spent and given back to the orders and the balances', async () => {
    const before = (await report(today())).body;
    const shopper = await createShopper();
    const card = await issueTestGiftCard(20_000);
    await grantTestCredit(shopper.user.id, 30_000);
    const byCard = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: cheap, quantity: 1 }], { gift_card_codes: [card.code] }),
    );
    expect(byCard.status).toBe(201);
    const byCredit = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: cheap, quantity: 1 }], { use_store_credit: true }),
    );
    expect(byCredit.status).toBe(201);
    const id = byCredit.body.id as number;
    const cancelled = await callRoute(cancelRoute, `/api/v1/orders/${id}/cancel`, {
      method: 'PATCH',
      params: { id: String(id) },
      headers: shopper.cookieHeaders,
    });
    expect(cancelled.status).toBe(200);

    const answer = await report(today());
    expect(answer.status).toBe(200);
    const after = answer.body;
    const gift = account(after, 'gift_card');
    const credit = account(after, 'store_credit');
    expect(moved(gift, 'issued') - moved(account(before, 'gift_card'), 'issued')).toBe(200);
    expect(moved(gift, 'spent') - moved(account(before, 'gift_card'), 'spent')).toBe(-200);
    expect(moved(credit, 'grant') - moved(account(before, 'store_credit'), 'grant')).toBe(300);
    expect(moved(credit, 'spent') - moved(account(before, 'store_credit'), 'spent')).toBe(-300);
    expect(moved(credit, 'returned') - moved(account(before, 'store_credit'), 'returned')).toBe(300);
    for (const a of after.accounts as Account[]) {
      const sum = a.movements.reduce((t, m) => t + rupeesToPaise(m.amount), rupeesToPaise(a.opening));
      expect(rupeesToPaise(a.closing)).toBe(sum);
    }
    expect(after.ties.spent_on_orders).toBe(after.ties.orders_paid_by_stored_value);
    expect(after.ties.spent_on_orders - before.ties.spent_on_orders).toBe(500);
    expect(after.ties.balances_match).toBe(true);
    // Up to today, the closing balances are the balances as they stand.
    expect(after.totals.closing).toBe(after.ties.balances_now);
  });

  it('leaves net sales to the orders: one paid by store credit sells its full total, the credit sells nothing', async () => {
    const sales = async () =>
      (await callRoute(salesRoute, `/api/v1/admin/reports/sales${today()}`, { headers: owner.cookieHeaders })).body
        .totals.revenue as number;
    const shopper = await createShopper();
    const before = await sales();
    await grantTestCredit(shopper.user.id, PRICE);
    expect(await sales()).toBe(before);
    const covered = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: cheap, quantity: 1 }], { use_store_credit: true }),
    );
    expect(covered.body.covered).toBe(true);
    expect(await sales()).toBe(before + PRICE / 100);
  });

  it('refuses a period that ends before it starts', async () => {
    const answer = await report('?from=2026-02-02&to=2026-02-01');
    expect(answer.status).toBe(400);
    expect(answer.body.errors.from).toBeDefined();
  });
});
