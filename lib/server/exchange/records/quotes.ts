// Old-gold quotes: the value of a declared weight and purity at the day's rate less the shop's deduction,
// kept until the end of the IST day, and taken off an order's payment once.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { exchangeQuotes, orders, type ExchangeQuoteRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { lockWindowKey, windowFullUntil } from '@/lib/server/auth';
import { currentRate } from '@/lib/server/pricing';
import { readShopSettings } from '@/lib/server/settings';
import { ERROR_CODES, EXCHANGE_ERROR_CODES as C } from '@/lib/shared/error-codes';
import { EXCHANGE_MESSAGES as M } from '@/lib/shared/messages/exchange';
import { REQUEST_ERROR_MESSAGES as RM } from '@/lib/shared/messages/request-errors';
import { bpToPercent, paiseToRupees, percentToBp } from '@/lib/shared/money';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import {
  MG_PER_GRAM,
  endOfShopDay,
  exchangeRateKey,
  exchangeValuePaise,
  metalOfKey,
  type ApiExchangeQuote,
  type ExchangeQuoteBody,
} from '@/lib/shared/selling/old-gold';

/** Quotes one client may ask for in an hour: enough to try every purity and weight, not to flood the table. */
export const QUOTES_PER_CLIENT_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
/** Orders that closed unpaid: their quote may be used again. */
const UNPAID_CLOSED = ['payment_failed', 'cancelled'] as const;

const fieldError = (code: (typeof C)[keyof typeof C], field: string, message: string) =>
  new DomainError(code, message, { errors: { [field]: [message] } });

/** A 400 naming the field, as the request's own validation answers. */
export const invalidField = (field: string, message: string) =>
  new DomainError(ERROR_CODES.validationFailed, RM.invalidFields([field]), {
    details: [`${field} ${message}`],
    errors: { [field]: [message] },
  });

export function quoteView(row: ExchangeQuoteRow): ApiExchangeQuote {
  return {
    id: row.id,
    ...metalOfKey(row.rateKey),
    weight_grams: row.weightMg / MG_PER_GRAM,
    rate_per_gram: paiseToRupees(row.ratePaisePerGram),
    deduction_percent: bpToPercent(row.deductionBp),
    value: paiseToRupees(row.valuePaise),
    valid_until: row.validUntil.toISOString(),
  };
}

/** POST /exchange/quote: a new quote, or a refusal naming the field (or 429 past the client's budget). */
export async function createQuote(body: ExchangeQuoteBody, clientIp: string): Promise<ApiExchangeQuote> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const settings = await readShopSettings(tx);
    if (!settings.exchange_enabled) throw new DomainError(C.disabled, M.disabled);
    const key = exchangeRateKey(body.metal, body.purity);
    if (!key) throw invalidField('purity', `must be a purity of ${body.metal}`);
    if (!settings.exchange_purities.includes(key))
      throw fieldError(C.disabled, 'purity', M.purityNotAccepted(body.purity));
    if (body.weight_grams > settings.exchange_max_weight_grams) {
      throw invalidField('weight_grams', M.tooHeavy(settings.exchange_max_weight_grams));
    }
    const rate = await currentRate(tx, key);
    if (rate === null) throw fieldError(C.rateMissing, 'purity', M.rateMissing(METAL_GRADES[key].label));

    // Counted under a per-client lock so two instances cannot both let the last quote through.
    const window = { where: eq(exchangeQuotes.clientIp, clientIp), max: QUOTES_PER_CLIENT_HOUR };
    await lockWindowKey(tx, `exchange-quote:client:${clientIp}`);
    const log = { table: exchangeQuotes, createdAt: exchangeQuotes.createdAt };
    const until = await windowFullUntil(tx, log, window, HOUR_MS);
    if (until) {
      throw new DomainError(C.rateLimited, M.rateLimited, {
        retry_after: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
      });
    }

    const weightMg = Math.round(body.weight_grams * MG_PER_GRAM);
    const deductionBp = percentToBp(settings.exchange_deduction_percent);
    const [row] = await tx
      .insert(exchangeQuotes)
      .values({
        id: randomUUID(),
        rateKey: key,
        weightMg,
        ratePaisePerGram: rate,
        deductionBp,
        valuePaise: exchangeValuePaise(weightMg, rate, bpToPercent(deductionBp)),
        validUntil: endOfShopDay(),
        clientIp,
      })
      .returning();
    return quoteView(row);
  });
}

/**
 * Takes a quote for an order, inside the order's transaction: locks it, refuses one that is unknown, past its
 * day, used, or worth as much as the order or more (nothing would be left to pay), and returns its value.
 * attachQuote links it to the order once the order row exists.
 */
export async function claimQuote(tx: Executor, quoteId: string, orderTotalPaise: number): Promise<ExchangeQuoteRow> {
  const [row] = await tx.select().from(exchangeQuotes).where(eq(exchangeQuotes.id, quoteId)).for('update');
  if (!row) throw fieldError(C.quoteNotFound, 'exchange_quote_id', M.quoteNotFound);
  if (row.orderId !== null) {
    // An order that closed without being paid (its payment failed or its hold expired) gives its quote back.
    const [user] = await tx
      .select({ status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    const released = user && !user.paidAt && (UNPAID_CLOSED as readonly string[]).includes(user.status);
    if (!released) throw fieldError(C.quoteUsed, 'exchange_quote_id', M.quoteUsed);
  }
  if (row.validUntil.getTime() < Date.now()) throw fieldError(C.quoteExpired, 'exchange_quote_id', M.quoteExpired);
  if (row.valuePaise >= orderTotalPaise) {
    const message = M.quoteTooLarge(paiseToRupees(row.valuePaise), paiseToRupees(orderTotalPaise));
    throw fieldError(C.quoteTooLarge, 'exchange_quote_id', message);
  }
  return row;
}

/** Links the claimed (and still locked) quote to its order. */
export async function attachQuote(tx: Executor, quoteId: string, orderId: number): Promise<void> {
  await tx.update(exchangeQuotes).set({ orderId }).where(eq(exchangeQuotes.id, quoteId));
}
