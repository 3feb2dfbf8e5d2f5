// Asking for an alert, stopping it, listing it. A signed-in shopper's alert goes to their account's
// address; a guest's only once the address is confirmed with the one-time code of lib/server/auth (the same
// sessions, send limits and mail as login), so nobody can sign a stranger up for mail.
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { productAlerts, products, productVariants, type ProductAlertRow } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { checkOtpCode, consumeOtpSession, startOtpSession, noOtpSession, hashToken } from '@/lib/server/auth';
import { sizeError } from '@/lib/server/cart';
import { ALERT_MESSAGES } from '@/lib/shared/messages/product-alerts';
import { paiseToRupees } from '@/lib/shared/money';
import { ALERT_ERROR_CODES, type AlertKind, type ApiAlert } from '@/lib/shared/schemas/alert-schema';
import type { OtpChallenge } from '@/lib/shared/schemas/auth-schema';
import { unsubscribeTokenHash, type AlertRecipient } from './unsubscribe-token';

export type AlertAsk = { kind: AlertKind; size?: string | null };

type Target = { productId: number; name: string; size: string; stock: number; pricePaise: number };

/** The piece (or its size) as it stands now; 404 for a piece not on sale, 400 for a size it does not have. */
async function alertTarget(db: Executor, productId: number, size: string | null | undefined): Promise<Target> {
  const [product] = await db
    .select({
      name: products.name,
      stock: products.stockQuantity,
      pricePaise: products.pricePaise,
      active: products.active,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || !product.active || product.archivedAt) throw notFound(ALERT_MESSAGES.notAvailable);
  if (!size) return { productId, name: product.name, size: '', stock: product.stock, pricePaise: product.pricePaise };
  const [variant] = await db
    .select({ stock: productVariants.stockQuantity, pricePaise: productVariants.pricePaise })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  if (!variant) throw sizeError(ALERT_MESSAGES.unknownSize(size));
  return { productId, name: product.name, size, stock: variant.stock, pricePaise: variant.pricePaise };
}

/** Decided: a back-in-stock alert for what can be ordered now is refused (409), not kept to fire at once. */
function assertWanted(kind: AlertKind, target: Target): void {
  if (kind === 'back_in_stock' && target.stock > 0) {
    throw new DomainError(ALERT_ERROR_CODES.inStock, ALERT_MESSAGES.inStock);
  }
}

function toApiAlert(row: ProductAlertRow, productName: string): ApiAlert {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: productName,
    kind: row.kind,
    size: row.size || null,
    price_when_asked: row.pricePaise === null ? null : paiseToRupees(row.pricePaise),
    created_at: row.createdAt.toISOString(),
  };
}

const recipientWhere = (recipient: AlertRecipient) =>
  recipient.userId !== undefined
    ? eq(productAlerts.userId, recipient.userId)
    : eq(productAlerts.email, recipient.email);

/** Asking twice is not an error: the alert already kept is answered, unchanged (created false). */
type Kept = { alert: ApiAlert; created: boolean };

async function keepAlert(tx: Executor, recipient: AlertRecipient, kind: AlertKind, target: Target): Promise<Kept> {
  const key = { recipient, productId: target.productId, kind, size: target.size };
  const [inserted] = await tx
    .insert(productAlerts)
    .values({
      userId: recipient.userId ?? null,
      email: recipient.email ?? null,
      productId: target.productId,
      size: target.size,
      kind,
      pricePaise: kind === 'price_drop' ? target.pricePaise : null,
      unsubscribeTokenHash: unsubscribeTokenHash(key),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { alert: toApiAlert(inserted, target.name), created: true };
  const [existing] = await tx
    .select()
    .from(productAlerts)
    .where(
      and(
        recipientWhere(recipient),
        eq(productAlerts.productId, target.productId),
        eq(productAlerts.kind, kind),
        eq(productAlerts.size, target.size),
      ),
    );
  return { alert: toApiAlert(existing, target.name), created: false };
}

export async function askForAlert(userId: number, productId: number, ask: AlertAsk): Promise<Kept> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const target = await alertTarget(tx, productId, ask.size);
    assertWanted(ask.kind, target);
    return keepAlert(tx, { userId }, ask.kind, target);
  });
}

/** A guest's first step: the request is checked as it would be kept, then a code is mailed to the address. */
export async function startGuestAlert(
  productId: number,
  ask: AlertAsk & { email: string },
  clientIp: string,
): Promise<OtpChallenge> {
  assertWanted(ask.kind, await alertTarget(await getDb(), productId, ask.size));
  return startOtpSession({ email: ask.email, purpose: 'alert', clientIp });
}

/** A guest's second step: the code proves the address, and is used up by the write that keeps the alert. */
export async function confirmGuestAlert(
  productId: number,
  ask: AlertAsk & { email: string; sessionToken: string; code: string },
): Promise<Kept> {
  const { sessionToken, code, email } = ask;
  const { otpSessionId } = await checkOtpCode({ sessionToken, code, email, purpose: 'alert' });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const target = await alertTarget(tx, productId, ask.size);
    assertWanted(ask.kind, target);
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    return keepAlert(tx, { email: ask.email }, ask.kind, target);
  });
}

/** Stopping an alert that is not there (any more) succeeds too. */
export async function stopAlert(userId: number, productId: number, ask: AlertAsk): Promise<void> {
  const db = await getDb();
  await db
    .delete(productAlerts)
    .where(
      and(
        eq(productAlerts.userId, userId),
        eq(productAlerts.productId, productId),
        eq(productAlerts.kind, ask.kind),
        eq(productAlerts.size, ask.size ?? ''),
      ),
    );
}

export async function listAlerts(userId: number): Promise<ApiAlert[]> {
  const db = await getDb();
  const rows = await db
    .select({ alert: productAlerts, name: products.name })
    .from(productAlerts)
    .innerJoin(products, eq(products.id, productAlerts.productId))
    .where(eq(productAlerts.userId, userId))
    .orderBy(desc(productAlerts.createdAt), desc(productAlerts.id));
  return rows.map((r) => toApiAlert(r.alert, r.name));
}

/** The mail's link, without signing in. Idempotent: a used or unknown token answers false and changes nothing. */
export async function unsubscribeAlert(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const db = await getDb();
  const removed = await db
    .delete(productAlerts)
    .where(eq(productAlerts.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: productAlerts.id });
  return removed.length > 0;
}
