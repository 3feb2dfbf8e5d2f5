// Placing an order: price it from the database, hold its stock and write it, all in one transaction; then,
// for a card payment, ask the provider for its order.
//
// The provider call sits OUTSIDE the stock transaction, on purpose. Inside, every shopper buying the same
// piece would wait behind our network call to the provider (PostgreSQL holds the product row lock until
// commit; PGlite runs one transaction at a time, so the whole shop would wait). Outside, the order is
// committed as pending with its stock held, then the provider is asked:
//   - provider fails (unreachable, refuses, answers nonsense, times out after 15 s): the order moves to
//     payment_failed through the same conditional update as every other change and its stock is released
//     at once; the shopper gets a 502 and nothing was charged;
//   - the process dies between commit and that release: the order is pending with no provider order, no one
//     can pay it, and the expiry sweep releases its stock after 30 minutes.
// So no stock stays held by an order that cannot be paid for longer than the hold itself.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, orders } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache';
import { DomainError } from '@/lib/server/errors';
import { orderNotPending } from './order-errors';
import { isSandboxActive, paymentProvider, assertPaymentsOpen } from '@/lib/server/payments/providers';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { buyerTaxId } from './buyer-tax-id';
import { paiseToRupees, payablePaise } from '@/lib/shared/money';
import {
  ORDER_ERROR_CODES,
  type ApiOrder,
  type CashOnDeliveryOrderResponse,
  type CoveredOrderResponse,
  type CreateOrderBody,
  type PaymentOrderResponse,
} from '@/lib/shared/schemas/checkout-schema';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { checkCashOnDelivery, confirmCashOnDeliveryOrder } from './cash-on-delivery';
import { expireStaleOrders, ORDER_HOLD_MINUTES } from './expiry';
import { checkHoldLimits, holdClient, lockHolds } from './hold-limits';
import { releaseUnconfirmedCodOrders, requireCodConfirmation } from './confirm-cod-order';
import { confirmOrder, failPendingOrder } from './order-transitions';
import { checkGiftCardCodes, planStoredValue, spendPlan, usesOf } from './stored-value-spending';
import { shopToday } from '@/lib/shared/shop-time';
import { coveredAnswer, placedOrderView } from './placed-answer';
import { priceOrder } from './price-order';
import { couponColumns } from './order-coupon';
import { OutOfStockError, reserveStock } from './stock';
import { attachQuote, claimQuote } from '@/lib/server/exchange/records';
import { recordConsent } from '@/lib/server/consents';

type Placed = {
  orderId: number;
  totalPaise: number;
  /** What is charged now: the total less any old gold's quoted value and the stored value spent. */
  payablePaise: number;
  /** Stored value paid it all: the order is confirmed and paid, with nothing to charge. */
  covered: boolean;
  currency: string;
  productIds: number[];
  mail: QueuedMail[];
};

/** Who places the order: the account, and the client it came from (clientIp of the request). */
export type Placer = { userId: number; client?: string | null };

async function placeOrder(
  { userId, client: rawClient }: Placer,
  body: CreateOrderBody,
  testMode: boolean,
): Promise<Placed> {
  // Stock held by abandoned orders, and by first COD orders nobody confirmed, goes back before this order asks.
  await expireStaleOrders();
  await releaseUnconfirmedCodOrders();
  const client = holdClient(rawClient);
  await checkGiftCardCodes(body.gift_card_codes, rawClient);
  const db = await getDb();
  const placed = await db.transaction(async (tx) => {
    // Unpaid orders hold stock: bounded per account and client, counted under a lock (hold-limits.ts).
    await lockHolds(tx, userId, client);
    const priced = await priceOrder(tx, body, userId);
    // Old gold pays part of it: the quote is locked with the order and used by it alone.
    const quote = body.exchange_quote_id
      ? await claimQuote(tx, body.exchange_quote_id, priced.totals.totalPaise)
      : null;
    const creditPaise = quote?.valuePaise ?? 0;
    // Gift cards, store credit, a savings plan: what each pays of the rest, read locked (stored-value-spending.ts).
    const plan = await planStoredValue(tx, userId, body, priced.totals.totalPaise - creditPaise, shopToday());
    const payable = payablePaise({
      totalPaise: priced.totals.totalPaise,
      exchangeCreditPaise: creditPaise,
      storedValuePaise: plan.totalPaise,
    });
    // Paid in full by stored value: confirmed and paid at once, whatever method was asked, with no money to take.
    const covered = plan.totalPaise > 0 && payable === 0;
    // Cash on delivery (cash-on-delivery.ts): confirmed at once and unpaid until delivered; until the shop takes
    // it on it holds stock like an unpaid card order, so it follows the same limits, and a new account's first
    // one waits for a confirmation or is released (confirm-cod-order.ts). Its cash limits count the cash alone.
    const cod = body.payment_method === 'cod' && !covered;
    if (cod) await checkCashOnDelivery(tx, userId, body.shipping_address.postal_code, payable);
    await checkHoldLimits(tx, userId, client, {
      lines: priced.lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
      })),
      valuePaise: priced.totals.totalPaise,
    });
    const taxId = buyerTaxId(body, priced.totals.totalPaise);
    let productIds: number[];
    try {
      productIds = await reserveStock(
        tx,
        priced.lines.map((l) => ({
          productId: l.productId,
          name: l.name,
          quantity: l.quantity,
          size: l.size,
          madeToOrder: l.madeToOrderDays !== null,
        })),
      );
    } catch (error) {
      if (!(error instanceof OutOfStockError)) throw error;
      const message = error.size
        ? CHECKOUT_MESSAGES.notEnoughStockOfSize(error.productName, error.size)
        : CHECKOUT_MESSAGES.notEnoughStock(error.productName);
      throw new DomainError(ORDER_ERROR_CODES.outOfStock, message, {
        product_id: error.productId,
        ...(error.size && { size: error.size }),
      });
    }

    const { totals } = priced;
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: cod ? 'confirmed' : 'pending',
        paymentMethod: cod ? 'cod' : 'card',
        ...taxId,
        currency: body.currency,
        subtotalPaise: totals.subtotalPaise,
        discountPercent: totals.discountPercent,
        discountPaise: totals.discountPaise,
        shippingPaise: totals.shippingPaise,
        totalPaise: totals.totalPaise,
        exchangeCreditPaise: creditPaise,
        storedValuePaise: plan.totalPaise,
        storedValueUses: usesOf(plan),
        couponCode: priced.couponCode,
        ...couponColumns(priced),
        shippingAddress: body.shipping_address,
        notes: body.notes || null,
        testMode: testMode && !cod,
        clientIp: client,
        expiresAt: cod || covered ? null : sql`now() + make_interval(mins => ${ORDER_HOLD_MINUTES})`,
      })
      .returning({ id: orders.id });
    if (quote) await attachQuote(tx, quote.id, order.id);
    await spendPlan(tx, order.id, plan);
    await tx.insert(orderItems).values(
      priced.lines.map((l, i) => ({
        orderId: order.id,
        discountPaise: totals.lineDiscountsPaise?.[i] ?? 0,
        productId: l.productId,
        productName: l.name,
        imageUrl: l.imageUrl,
        size: l.size,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        subtotalPaise: l.unitPricePaise * l.quantity,
        hsnCode: l.hsnCode,
        priceBreakup: l.priceBreakup,
        hallmarked: l.hallmarked,
        stones: l.stones,
        grossWeightGrams: l.grossWeightGrams,
        madeToOrderDays: l.madeToOrderDays,
        engravingText: l.engravingText,
        engravingPaise: l.engravingPaise,
      })),
    );
    // The box ticked at checkout: order updates on WhatsApp from this order on (DPDP: recorded with its source).
    if (body.whatsapp_updates)
      await recordConsent(tx, {
        userId,
        purpose: 'whatsapp_updates',
        given: true,
        source: 'checkout',
        actor: `user:${userId}`,
      });
    // A first COD order waiting for the shopper's confirmation is mailed only the request to confirm; the
    // order's confirmation follows once it is confirmed (confirm-cod-order.ts).
    const confirmRequest = cod ? await requireCodConfirmation(tx, order.id, userId) : [];
    const mail = cod
      ? [...(await confirmCashOnDeliveryOrder(tx, order.id, confirmRequest.length === 0)), ...confirmRequest]
      : covered
        ? ((await confirmOrder(tx, order.id, ['pending']))?.mail ?? [])
        : [];
    return {
      orderId: order.id,
      totalPaise: totals.totalPaise,
      payablePaise: payable,
      covered,
      currency: body.currency,
      productIds,
      mail,
    };
  });
  invalidateProducts(placed.productIds);
  void deliverQueuedMail(placed.mail);
  return placed;
}

/** POST /orders: a pending order holding its stock, without starting a payment. */
export async function createOrder(placer: Placer, body: CreateOrderBody): Promise<ApiOrder> {
  assertPaymentsOpen();
  // Any payment for it would go through the sandbox too: it is a test order from the start.
  const placed = await placeOrder(placer, body, isSandboxActive());
  return placedOrderView(placed.orderId);
}

/** POST /payments/create-order with payment_method 'cod': a confirmed order the courier collects cash for. */
export async function placeCashOnDeliveryOrder(
  placer: Placer,
  body: CreateOrderBody,
): Promise<CashOnDeliveryOrderResponse | CoveredOrderResponse> {
  const placed = await placeOrder(placer, { ...body, payment_method: 'cod' }, false);
  if (placed.covered) return coveredAnswer(placed);
  return {
    id: placed.orderId,
    amount: placed.payablePaise,
    total_amount: paiseToRupees(placed.totalPaise),
    currency: placed.currency,
    payment_method: 'cod',
    message: COD_MESSAGES.placed,
    order: await placedOrderView(placed.orderId),
  };
}

/** POST /payments/create-order: a pending order plus the provider's order the shopper's checkout pays (none when
 *  stored value paid it all: then the order is confirmed at once). */
export async function startPayment(
  placer: Placer,
  body: CreateOrderBody,
): Promise<PaymentOrderResponse | CoveredOrderResponse> {
  const { userId } = placer;
  // Chosen before anything is written: a misconfigured provider must not hold stock even briefly.
  const provider = paymentProvider();
  assertPaymentsOpen();
  // Paid online whatever the body says: cash on delivery is placeCashOnDeliveryOrder.
  const placed = await placeOrder(placer, { ...body, payment_method: 'card' }, provider.name === 'sandbox');
  if (placed.covered) return coveredAnswer(placed);
  const db = await getDb();

  let providerOrderId: string;
  try {
    ({ providerOrderId } = await provider.createProviderOrder({
      amountPaise: placed.payablePaise,
      currency: placed.currency,
      receipt: `order_${placed.orderId}`,
      notes: { order_id: String(placed.orderId), user_id: String(userId) },
    }));
  } catch (error) {
    const released = await db.transaction((tx) => failPendingOrder(tx, placed.orderId));
    if (released) invalidateProducts(released);
    console.error(
      `[payments] ${provider.name} order for order ${placed.orderId} failed; its stock was released`,
      error,
    );
    throw new DomainError(ORDER_ERROR_CODES.providerError, CHECKOUT_MESSAGES.providerUnavailable);
  }

  const [linked] = await db
    .update(orders)
    .set({ paymentProvider: provider.name, providerOrderId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, placed.orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  // Cancelled in another tab within this very second: there is nothing left to pay for.
  if (!linked) throw orderNotPending();

  return {
    id: placed.orderId,
    amount: placed.payablePaise,
    total_amount: paiseToRupees(placed.totalPaise),
    currency: placed.currency,
    key: provider.publicKey,
    razorpay_order_id: providerOrderId,
    provider: provider.name,
    order: await placedOrderView(placed.orderId),
  };
}
