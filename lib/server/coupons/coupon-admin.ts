// The back office's coupons: list with their uses, create, edit (with the updated_at check), delete. The
// rules themselves are applied where coupons are used (find-active-coupon.ts).
import 'server-only';
import { requireUpdatedAt, DomainError, notFound } from '@/lib/server/errors';
import { and, asc, count, eq, ne, notInArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { coupons, orders } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { CouponCreate, CouponPatch } from '@/lib/shared/schemas/admin-coupon-schema';
import type { AdminCoupon } from '@/lib/shared/back-office/admin-types';

const COUPON_NOT_FOUND = 'Coupon not found';
const CODE_TAKEN = 'Another coupon has this code';

type CouponRow = typeof coupons.$inferSelect;

async function usesOf(db: Executor, code: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.couponCode, code), notInArray(orders.status, ['cancelled', 'payment_failed'])));
  return total;
}

async function toAdminCoupon(db: Executor, row: CouponRow): Promise<AdminCoupon> {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    amount_off: row.amountOffPaise === null ? null : paiseToRupees(row.amountOffPaise),
    applies_to: row.appliesTo,
    active: row.active,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    once_per_customer: row.oncePerCustomer,
    min_order_value: paiseToRupees(row.minOrderPaise),
    uses: await usesOf(db, row.code),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listCoupons(actor: StaffActor): Promise<AdminCoupon[]> {
  authorize(actor, 'coupons');
  const db = await getDb();
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return Promise.all(rows.map((row) => toAdminCoupon(db, row)));
}

async function codeFree(db: Executor, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(exceptId ? and(eq(coupons.code, code), ne(coupons.id, exceptId)) : eq(coupons.code, code));
  if (taken) throw new DomainError(ERROR_CODES.validationFailed, CODE_TAKEN, { errors: { code: [CODE_TAKEN] } });
}

/** A percent or an amount given in a patch replaces whichever the coupon had (the schema allows only one). */
function kindPatch(patch: CouponPatch): Partial<Pick<CouponRow, 'percent' | 'amountOffPaise'>> {
  if (patch.percent != null) return { percent: patch.percent, amountOffPaise: null };
  if (patch.amount_off != null) return { percent: null, amountOffPaise: rupeesToPaise(patch.amount_off) };
  return {};
}

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createCoupon(actor: StaffActor, body: CouponCreate): Promise<AdminCoupon> {
  authorize(actor, 'coupons');
  const db = await getDb();
  return db.transaction(async (tx) => {
    await codeFree(tx, body.code);
    const [row] = await tx
      .insert(coupons)
      .values({
        code: body.code,
        percent: body.percent,
        amountOffPaise: body.amount_off === null ? null : rupeesToPaise(body.amount_off),
        appliesTo: body.applies_to,
        active: body.active,
        startsAt: date(body.starts_at),
        endsAt: date(body.ends_at),
        usageLimit: body.usage_limit,
        oncePerCustomer: body.once_per_customer,
        minOrderPaise: rupeesToPaise(body.min_order_value),
      })
      .returning();
    await recordAudit(tx, actor, { action: 'coupon.create', entityType: 'coupon', entityId: row.id, after: body });
    return toAdminCoupon(tx, row);
  });
}

export async function updateCoupon(actor: StaffActor, id: number, patch: CouponPatch): Promise<AdminCoupon> {
  authorize(actor, 'coupons');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw notFound(COUPON_NOT_FOUND);
    if (Object.keys(patch).every((key) => key === 'updated_at')) return toAdminCoupon(tx, row);
    if (row.updatedAt.getTime() !== new Date(requireUpdatedAt(patch.updated_at)).getTime()) {
      throw new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, {
        coupon: await toAdminCoupon(tx, row),
      });
    }
    const startsAt = date(patch.starts_at);
    const endsAt = date(patch.ends_at);
    const start = startsAt === undefined ? row.startsAt : startsAt;
    const end = endsAt === undefined ? row.endsAt : endsAt;
    if (start && end && end <= start)
      throw new DomainError(ERROR_CODES.validationFailed, DOMAIN_ERROR_MESSAGES.couponEndBeforeStart, {
        errors: { ends_at: [DOMAIN_ERROR_MESSAGES.couponEndBeforeStart] },
      });
    if (patch.code !== undefined) await codeFree(tx, patch.code, id);
    const [saved] = await tx
      .update(coupons)
      .set({
        ...(patch.code !== undefined && { code: patch.code }),
        ...kindPatch(patch),
        ...(patch.applies_to !== undefined && { appliesTo: patch.applies_to }),
        ...(patch.active !== undefined && { active: patch.active }),
        ...(startsAt !== undefined && { startsAt }),
        ...(endsAt !== undefined && { endsAt }),
        ...(patch.usage_limit !== undefined && { usageLimit: patch.usage_limit }),
        ...(patch.once_per_customer !== undefined && { oncePerCustomer: patch.once_per_customer }),
        ...(patch.min_order_value !== undefined && { minOrderPaise: rupeesToPaise(patch.min_order_value) }),
        updatedAt: new Date(),
      })
      .where(eq(coupons.id, id))
      .returning();
    const { updated_at: _stamp, ...changes } = patch;
    await recordAudit(tx, actor, {
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: id,
      before: await toAdminCoupon(tx, row),
      after: changes,
    });
    return toAdminCoupon(tx, saved);
  });
}

/** Orders keep the code they used as text, so a coupon can always be deleted. */
export async function deleteCoupon(actor: StaffActor, id: number): Promise<void> {
  authorize(actor, 'coupons');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
    if (!row) throw notFound(COUPON_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'coupon.delete',
      entityType: 'coupon',
      entityId: id,
      before: { code: row.code, percent: row.percent, amount_off_paise: row.amountOffPaise, applies_to: row.appliesTo },
    });
  });
}
