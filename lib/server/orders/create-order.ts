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
import { isSandboxActive, paymentProvider, assertPaymentsOpen } from '@/lib/server/payments';
import { CHECKOUT_MESSAGES, PAN_MESSAGES } from '@/lib/shared/messages/checkout';
import { panRequired } from '@/lib/shared/india-limits';
import { paiseToRupees, payablePaise } from '@/lib/shared/money';
import {
  ORDER_ERROR_CODES,
  type ApiOrder,
  type CashOnDeliveryOrderResponse,
  type CreateOrderBody,
  type PaymentOrderResponse,
} from '@/lib/shared/schemas/checkout-schema';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { checkCashOnDelivery, confirmCashOnDeliveryOrder } from './cash-on-delivery';
import { expireStaleOrders, ORDER_HOLD_MINUTES } from './expiry';
import { checkHoldLimits, holdClient, lockHolds } from './hold-limits';
import { releaseUnconfirmedCodOrders, requireCodConfirmation } from './confirm-cod-order';
import { failPendingOrder } from './order-transitions';
import { orderView } from './order-view';
import { priceOrder } from './price-order';
import { couponColumns } from './order-coupon';
import { OutOfStockError, reserveStock } from './stock';
import { attachQuote, claimQuote } from '@/lib/server/exchange';
import { recordConsent } from '@/lib/server/consents';

/**
 * Rule 114B: an order above ₹2,00,000 carries the buyer's PAN or their Form 60 declaration, or is refused (422).
 * Below it neither is kept, even when sent: the shop holds no personal data it does not need.
 */
function buyerTaxId(body: CreateOrderBody, totalPaise: number): { buyerPan: string | null; form60: boolean } {
  if (!panRequired(totalPaise)) return { buyerPan: null, form60: false };
  if (body.pan) return { buyerPan: body.pan, form60: false };
  if (body.form_60) return { buyerPan: null, form60: true };
  throw new DomainError(ORDER_ERROR_CODES.panRequired, PAN_MESSAGES.required, {
    errors: { pan: [PAN_MESSAGES.required] },
  });
}

type Placed = {
  orderId: number;
  totalPaise: number;
  /** What is charged now: the total less any old gold's quoted value. */
  payablePaise: number;
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
  // Cash on delivery (cash-on-delivery.ts): confirmed at once and unpaid until delivered; until the shop takes
  // it on it holds stock like an unpaid card order, so it follows the same limits, and a new account's first
  // one waits for a confirmation or is released (confirm-cod-order.ts).
  const cod = body.payment_method === 'cod';
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
    if (cod) {
      const totalPaise = priced.totals.totalPaise;
      await checkCashOnDelivery(tx, userId, body.shipping_address.postal_code, totalPaise, totalPaise - creditPaise);
    }
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
        paymentMethod: body.payment_method,
        ...taxId,
        currency: body.currency,
        subtotalPaise: totals.subtotalPaise,
        discountPercent: totals.discountPercent,
        discountPaise: totals.discountPaise,
        shippingPaise: totals.shippingPaise,
        totalPaise: totals.totalPaise,
        exchangeCreditPaise: creditPaise,
        couponCode: priced.couponCode,
        ...couponColumns(priced),
        shippingAddress: body.shipping_address,
        notes: body.notes || null,
        testMode: testMode && !cod,
        clientIp: client,
        expiresAt: cod ? null : sql`now() + make_interval(mins => ${ORDER_HOLD_MINUTES})`,
      })
      .returning({ id: orders.id });
    if (quote) await attachQuote(tx, quote.id, order.id);
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
      : [];
    return {
      orderId: order.id,
      totalPaise: totals.totalPaise,
      payablePaise: payablePaise({ totalPaise: totals.totalPaise, exchangeCreditPaise: creditPaise }),
      currency: body.currency,
      productIds,
      mail,
    };
  });
  invalidateProducts(placed.productIds);
  void deliverQueuedMail(placed.mail);
  return placed;
}

async function viewOf(orderId: number): Promise<ApiOrder> {
  const view = await orderView(await getDb(), orderId);
  if (!view) throw new Error(`Order ${orderId} not found right after it was written`);
  return view;
}

/** POST /orders: a pending order holding its stock, without starting a payment. */
export async function createOrder(placer: Placer, body: CreateOrderBody): Promise<ApiOrder> {
  assertPaymentsOpen();
  // Any payment for it would go through the sandbox too: it is a test order from the start.
  const placed = await placeOrder(placer, body, isSandboxActive());
  return viewOf(placed.orderId);
}

/** POST /payments/create-order with payment_method 'cod': a confirmed order the courier collects cash for. */
export async function placeCashOnDeliveryOrder(
  placer: Placer,
  body: CreateOrderBody,
): Promise<CashOnDeliveryOrderResponse> {
  const placed = await placeOrder(placer, { ...body, payment_method: 'cod' }, false);
  return {
    id: placed.orderId,
    amount: placed.payablePaise,
    total_amount: paiseToRupees(placed.totalPaise),
    currency: placed.currency,
    payment_method: 'cod',
    message: COD_MESSAGES.placed,
    order: await viewOf(placed.orderId),
  };
}

/** POST /payments/create-order: a pending order plus the provider's order the shopper's checkout pays. */
export async function startPayment(placer: Placer, body: CreateOrderBody): Promise<PaymentOrderResponse> {
  const { userId } = placer;
  // Chosen before anything is written: a misconfigured provider must not hold stock even briefly.
  const provider = paymentProvider();
  assertPaymentsOpen();
  // Paid online whatever the body says: cash on delivery is placeCashOnDeliveryOrder.
  const placed = await placeOrder(placer, { ...body, payment_method: 'card' }, provider.name === 'sandbox');
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
    order: await viewOf(placed.orderId),
  };
}
