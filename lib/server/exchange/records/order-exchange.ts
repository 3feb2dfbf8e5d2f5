// The old gold an order brings: shown on the order (declared, then tested), and the back office's record of
// the test. A shortfall is asked of the shopper by mail (with the link to pay it) and holds the dispatch until
// paid; an excess is refunded by the orders domain in the test's own transaction. Every test is audited.
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { exchangeQuotes, orders, users, type ExchangeQuoteRow } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { currentRate } from '@/lib/server/pricing';
import { readShopSettings } from '@/lib/server/settings';
import { brandedMail, queueMail, type QueuedMail } from '@/lib/server/mail';
import { EXCHANGE_ERROR_CODES as C } from '@/lib/shared/error-codes';
import { EXCHANGE_MESSAGES as M } from '@/lib/shared/messages/exchange';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { bpToPercent, paiseToRupees } from '@/lib/shared/money';
import { siteUrl } from '@/lib/server/seo';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import {
  MG_PER_GRAM,
  exchangeRateKey,
  exchangeValuePaise,
  metalOfKey,
  type ApiOrderExchange,
  type ExchangeTestBody,
} from '@/lib/shared/selling/old-gold';
import { invalidField } from './quotes';

/** The shortfall the test found, paid or not (0 when the gold was worth its quote or more, or is untested). */
export function shortfallPaise(row: Pick<ExchangeQuoteRow, 'testedValuePaise' | 'valuePaise'>): number {
  return row.testedValuePaise === null ? 0 : Math.max(0, row.valuePaise - row.testedValuePaise);
}

/** What the shopper still owes for old gold that tested at less than its quote (0 once paid, or none owed). */
export function shortfallOwedPaise(
  row: Pick<ExchangeQuoteRow, 'testedValuePaise' | 'valuePaise' | 'shortfallPaidAt'>,
): number {
  return row.shortfallPaidAt ? 0 : shortfallPaise(row);
}

/** The old-gold shortfall an order still owes, in paise (0 when it brings none or owes nothing). */
export async function orderShortfallPaise(db: Executor, orderId: number): Promise<number> {
  const [row] = await db.select().from(exchangeQuotes).where(eq(exchangeQuotes.orderId, orderId));
  return row ? shortfallOwedPaise(row) : 0;
}

/** What an order's old gold counted for, in paise: its tested value once tested, else its quote (0: none). */
export async function oldGoldValuePaise(db: Executor, orderId: number): Promise<number> {
  const [row] = await db.select().from(exchangeQuotes).where(eq(exchangeQuotes.orderId, orderId));
  return row ? (row.testedValuePaise ?? row.valuePaise) : 0;
}

/** Refuses (409, naming the sum) to dispatch an order whose old gold tested short until the shopper paid it. */
export async function assertNoShortfall(db: Executor, orderId: number): Promise<void> {
  const owed = await orderShortfallPaise(db, orderId);
  if (owed > 0)
    throw new DomainError(C.shortfallDue, M.shortfallDue(paiseToRupees(owed)), { owed: paiseToRupees(owed) });
}

export function orderExchangeView(row: ExchangeQuoteRow): ApiOrderExchange {
  const declared = metalOfKey(row.rateKey);
  const tested = row.testedRateKey ? metalOfKey(row.testedRateKey) : null;
  return {
    status: row.testedAt ? 'tested' : 'to_collect',
    metal: declared.metal,
    purity: declared.purity,
    declared_weight_grams: row.weightMg / MG_PER_GRAM,
    value: paiseToRupees(row.valuePaise),
    tested_weight_grams: row.testedWeightMg === null ? null : row.testedWeightMg / MG_PER_GRAM,
    tested_purity: tested?.purity ?? null,
    tested_value: row.testedValuePaise === null ? null : paiseToRupees(row.testedValuePaise),
    difference: row.testedValuePaise === null ? null : paiseToRupees(row.testedValuePaise - row.valuePaise),
    owed: paiseToRupees(shortfallOwedPaise(row)),
    shortfall_paid_at: row.shortfallPaidAt?.toISOString() ?? null,
  };
}

/** The old gold of each order that brings some, by order id. */
export async function exchangesOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, ApiOrderExchange>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(exchangeQuotes)
    .where(inArray(exchangeQuotes.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId!, orderExchangeView(row)]));
}

const describe = (weightMg: number, purity: string) => `${weightMg / MG_PER_GRAM} g of ${purity}`;

export type GoldTest = { view: ApiOrderExchange; row: ExchangeQuoteRow; mail: QueuedMail[] };

/**
 * POST /admin/orders/{id}/exchange, in the caller's transaction: the tested weight and purity, once per order,
 * audited, and the shopper's mail (a shortfall carries the link to pay it). Deliver `mail` after the commit.
 * An excess is money the shop owes the shopper whatever can pay it back, so it needs the refunds permission
 * and a recently given password before anything is written or mailed.
 */
export async function testGold(
  tx: Executor,
  actor: StaffActor,
  orderId: number,
  body: ExchangeTestBody,
): Promise<GoldTest> {
  authorize(actor, 'orders');
  const [order] = await tx
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  const [quote] = await tx.select().from(exchangeQuotes).where(eq(exchangeQuotes.orderId, orderId)).for('update');
  if (!quote) throw new DomainError(C.noExchange, M.noExchange);
  if (quote.testedAt) throw new DomainError(C.alreadyTested, M.alreadyTested);
  const settings = await readShopSettings(tx);
  // The shop takes no more in one lot than it quotes for (the schema's ceiling is every setting's ceiling).
  if (body.tested_weight_grams > settings.exchange_max_weight_grams) {
    throw invalidField('tested_weight_grams', M.tooHeavy(settings.exchange_max_weight_grams));
  }
  const testedKey = exchangeRateKey(body.tested_purity === '925' ? 'silver' : 'gold', body.tested_purity)!;
  // The declared purity keeps the quoted rate; another purity is valued at today's rate for it.
  const rate = testedKey === quote.rateKey ? quote.ratePaisePerGram : await currentRate(tx, testedKey);
  if (rate === null) {
    const message = M.rateMissing(METAL_GRADES[testedKey].label);
    throw new DomainError(C.rateMissing, message, { errors: { tested_purity: [message] } });
  }
  const testedMg = Math.round(body.tested_weight_grams * MG_PER_GRAM);
  const testedValuePaise = exchangeValuePaise(testedMg, rate, bpToPercent(quote.deductionBp));
  if (testedValuePaise > quote.valuePaise) {
    authorize(actor, 'refunds');
    requireRecentPassword(actor);
  }
  const [updated] = await tx
    .update(exchangeQuotes)
    .set({
      testedWeightMg: testedMg,
      testedRateKey: testedKey,
      testedValuePaise,
      testedAt: new Date(),
      testedBy: actor.userId,
    })
    .where(eq(exchangeQuotes.id, quote.id))
    .returning();
  const view = orderExchangeView(updated);
  await recordAudit(tx, actor, {
    action: 'order.exchange_tested',
    entityType: 'order',
    entityId: orderId,
    before: orderExchangeView(quote),
    after: view,
  });
  const [shopper] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  const declared = describe(quote.weightMg, metalOfKey(quote.rateKey).purity);
  const tested = describe(testedMg, metalOfKey(testedKey).purity);
  const difference = testedValuePaise - quote.valuePaise;
  const line =
    difference < 0
      ? M.shortfallLine(declared, tested, paiseToRupees(-difference))
      : difference > 0
        ? M.excessLine(declared, tested, paiseToRupees(difference))
        : M.matchLine(tested);
  const subject = M.shortfallSubject(orderId);
  // The shopper pays a shortfall on their orders page, through the shop's usual card checkout.
  const payLink = difference < 0 ? [`${M.payLinkLabel}: ${new URL('/orders', siteUrl()).toString()}`] : [];
  const mail: QueuedMail[] = shopper?.email
    ? [
        await queueMail(tx, {
          to: shopper.email,
          ...brandedMail(settings, subject, subject, {
            heading: subject,
            paragraphs: [`Hello ${shopper.firstName},`, line, ...payLink],
          }),
        }),
      ]
    : [];
  return { view, row: updated, mail };
}
