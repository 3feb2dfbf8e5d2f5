// How much stock one account, and one client, may hold in unpaid orders (ORDER_HOLD_LIMITS), card or cash on
// delivery alike. Checked inside
// the transaction that places the order, after taking a transaction-scoped advisory lock per account and per
// client: two orders placed at the same instant are counted one after the other, never both against the
// same earlier total. The locks are always taken account first, then client, so two orders cannot deadlock.
// Value is bounded only as a multiple of the dearest piece the shop sells (a jeweller's necklace may be worth
// lakhs), and an account with nothing unpaid may always order one piece: the bounds stop hoarding, never one
// honest order. Each refusal names the bound it hit, with what is already held when that is the reason.
import 'server-only';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orderItems, orders, products, productVariants } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { ORDER_HOLD_LIMITS as L, UNKNOWN_CLIENT } from '@/lib/shared/constants';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { processEnv } from '@/server-runtime/environment.cjs';

export type NewHold = {
  lines: { productId: number; name: string; quantity: number; unitPricePaise?: number }[];
  valuePaise: number;
};
type Held = { orders: number; units: number; valuePaise: number };

/** How many accounts' worth one client may hold; the browser tests, all from one address, raise it. */
export function clientFactor(env: NodeJS.ProcessEnv = processEnv()): number {
  const configured = Number(env.ORDER_HOLD_CLIENT_FACTOR);
  return Number.isInteger(configured) && configured > 0 ? configured : L.clientFactor;
}

/** The client of an order, or null when it cannot be told apart from every other caller. */
export function holdClient(client: string | null | undefined): string | null {
  // One key shared by every caller would let any one of them lock the whole shop out of checkout.
  return client && client !== UNKNOWN_CLIENT ? client : null;
}

async function lock(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * What holds stock unpaid: a pending card order, and a cash-on-delivery order the shop has not taken on yet
 * (confirmed, not processing): both are pieces off sale that nobody has paid for.
 */
const holdingUnpaid = or(
  eq(orders.status, 'pending'),
  and(eq(orders.paymentMethod, 'cod'), eq(orders.status, 'confirmed'), isNull(orders.paidAt)),
)!;

async function heldBy(tx: Executor, owner: SQL): Promise<Held> {
  const pending = and(holdingUnpaid, owner);
  const [totals] = await tx
    .select({
      orders: sql<number>`count(*)::int`,
      valuePaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)::text`,
    })
    .from(orders)
    .where(pending);
  const [items] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(pending);
  return { orders: Number(totals.orders), units: Number(items.units), valuePaise: Number(totals.valuePaise) };
}

/** Refuses a line of more pieces of one product than the product page offers (before anything is priced). */
export function checkLineQuantities(lines: NewHold['lines']): void {
  const byProduct = new Map<number, { name: string; quantity: number }>();
  for (const line of lines) {
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, { name: line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  for (const [productId, { name, quantity }] of byProduct) {
    if (quantity > L.unitsPerProduct) {
      throw new DomainError(
        ORDER_ERROR_CODES.orderLineLimit,
        CHECKOUT_MESSAGES.orderLineLimit(name, L.unitsPerProduct),
        { product_id: productId },
      );
    }
  }
}

/** Call first in the placing transaction: serialises orders of this account and this client. */
export async function lockHolds(tx: Executor, userId: number, client: string | null): Promise<void> {
  await lock(tx, `order-hold:user:${userId}`);
  if (client) await lock(tx, `order-hold:client:${client}`);
}

/**
 * What unpaid orders of one account may be worth: a multiple of the dearest active piece (or of the dearest
 * piece of this order, priced from the database just now), never below the floor.
 */
export async function pendingValueBound(tx: Executor, hold: NewHold): Promise<number> {
  // A piece with sizes lists its cheapest size's price; its dearest size counts here too.
  const [row] = await tx
    .select({
      dearest: sql<string | null>`greatest(max(${products.pricePaise}), max(${productVariants.pricePaise}))::text`,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.active, true));
  const ordered = Math.max(0, ...hold.lines.map((l) => l.unitPricePaise ?? 0));
  const dearest = Math.max(Number(row?.dearest ?? 0), ordered);
  return Math.max(L.pendingValueFloorPaise, dearest * L.pendingValueMultipleOfDearest);
}

const rupeesOf = (paise: number) => formatRupees(paiseToRupees(paise));

/** Refuses the new order when it would take this account or client past a bound; says which. */
export async function checkHoldLimits(
  tx: Executor,
  userId: number,
  client: string | null,
  hold: NewHold,
): Promise<void> {
  checkLineQuantities(hold.lines);
  const units = hold.lines.reduce((sum, l) => sum + l.quantity, 0);

  const mine = await heldBy(tx, eq(orders.userId, userId));
  // One piece from an account with nothing unpaid holds too little to hoard with: it is always taken.
  if (mine.orders === 0 && units === 1) return;
  if (mine.orders + 1 > L.pendingOrdersPerAccount)
    throw new DomainError(ORDER_ERROR_CODES.tooManyPending, CHECKOUT_MESSAGES.tooManyPending(mine.orders));
  if (mine.units + units > L.pendingUnitsPerAccount) {
    const message =
      mine.units === 0
        ? CHECKOUT_MESSAGES.orderUnitsLimit(L.pendingUnitsPerAccount)
        : CHECKOUT_MESSAGES.pendingUnitsLimit(mine.units, L.pendingUnitsPerAccount);
    throw new DomainError(ORDER_ERROR_CODES.pendingUnitsLimit, message);
  }
  const valueBound = await pendingValueBound(tx, hold);
  // The value bound is about what is already held: the first unpaid order passes whatever it is worth.
  if (mine.orders > 0 && mine.valuePaise + hold.valuePaise > valueBound) {
    throw new DomainError(
      ORDER_ERROR_CODES.pendingValueLimit,
      CHECKOUT_MESSAGES.pendingValueLimit(rupeesOf(mine.valuePaise), rupeesOf(valueBound)),
    );
  }

  if (!client) return;
  const theirs = await heldBy(tx, eq(orders.clientIp, client));
  const factor = clientFactor();
  if (theirs.orders + 1 > L.pendingOrdersPerAccount * factor)
    throw new DomainError(ORDER_ERROR_CODES.clientHoldLimit, CHECKOUT_MESSAGES.clientHoldLimit);
  if (theirs.units + units > L.pendingUnitsPerAccount * factor)
    throw new DomainError(ORDER_ERROR_CODES.clientHoldLimit, CHECKOUT_MESSAGES.clientUnitsLimit);
  if (mine.orders > 0 && theirs.valuePaise + hold.valuePaise > valueBound * factor) {
    throw new DomainError(ORDER_ERROR_CODES.clientHoldLimit, CHECKOUT_MESSAGES.clientValueLimit);
  }
}
