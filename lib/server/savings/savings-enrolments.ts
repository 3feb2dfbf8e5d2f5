// A buyer's enrolments: joining an open plan at an instalment within its limits, listing their own, and closing
// one early (what was paid, without the bonus, stays spendable on jewellery until redeem_by).
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { savingsEnrolments, savingsPlans, type SavingsEnrolmentRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { creditStoredValue } from '@/lib/server/stored-value';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { SAVINGS_MESSAGES as M } from '@/lib/shared/messages/savings';
import { shopToday } from '@/lib/shared/shop-time';
import {
  SAVINGS_ERROR_CODES as C,
  type SavingsEnrolBody,
  type SavingsEnrolmentView,
} from '@/lib/shared/schemas/savings-schema';
import { planNotFound } from './savings-plans';
import { enrolmentViews, paidInstalments, savingsSourceKey } from './savings-view';

export const enrolmentNotFound = () => new DomainError(C.enrolmentNotFound, M.enrolmentNotFound);

/** The buyer's own enrolment, locked when `lock`; 404 for anyone else's. */
export async function ownEnrolment(
  db: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<SavingsEnrolmentRow> {
  const query = db
    .select()
    .from(savingsEnrolments)
    .where(and(eq(savingsEnrolments.id, id), eq(savingsEnrolments.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw enrolmentNotFound();
  return row;
}

export async function enrolmentView(db: Executor, row: SavingsEnrolmentRow, now: Date): Promise<SavingsEnrolmentView> {
  const [view] = await enrolmentViews(db, [row], shopToday(now));
  return view!;
}

/** POST /savings/enrolments: the plan's terms are copied onto the enrolment, so closing the plan changes nothing. */
export async function enrolInPlan(
  userId: number,
  body: SavingsEnrolBody,
  now = new Date(),
): Promise<SavingsEnrolmentView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Shared lock: an owner editing the plan's terms waits for this enrolment, and then sees it.
    const [plan] = await tx.select().from(savingsPlans).where(eq(savingsPlans.id, body.plan_id)).for('share');
    if (!plan) throw planNotFound();
    if (plan.status !== 'open') throw new DomainError(C.planClosed, M.planClosed);
    const instalmentPaise = rupeesToPaise(body.instalment);
    if (instalmentPaise < plan.minInstalmentPaise || instalmentPaise > plan.maxInstalmentPaise) {
      const [min, max] = [paiseToRupees(plan.minInstalmentPaise), paiseToRupees(plan.maxInstalmentPaise)];
      throw new DomainError(C.instalmentOutOfRange, M.instalmentOutOfRange(min, max), { min, max });
    }
    const [row] = await tx
      .insert(savingsEnrolments)
      .values({
        planId: plan.id,
        userId,
        instalmentPaise,
        months: plan.months,
        bonusPercent: plan.bonusPercent,
        graceDays: plan.graceDays,
        expiryPolicy: plan.expiryPolicy,
        enrolledOn: shopToday(now),
      })
      .returning();
    return enrolmentView(tx, row!, now);
  });
}

export async function listOwnEnrolments(userId: number, now = new Date()): Promise<SavingsEnrolmentView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(savingsEnrolments)
    .where(eq(savingsEnrolments.userId, userId))
    .orderBy(desc(savingsEnrolments.id));
  return enrolmentViews(db, rows, shopToday(now));
}

/**
 * POST /savings/enrolments/{id}/close: no more instalments; what was paid becomes spendable on jewellery, without
 * the bonus, until the same redeem_by (365 days from the first instalment). Closing twice answers 409.
 */
export async function closeEnrolmentEarly(userId: number, id: number, now = new Date()): Promise<SavingsEnrolmentView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await ownEnrolment(tx, userId, id, true);
    if (row.status !== 'active') throw new DomainError(C.notActive, M.notActive);
    const paid = await paidInstalments(tx, id);
    const total = paid.reduce((sum, p) => sum + p.amountPaise, 0);
    if (total > 0) {
      await creditStoredValue(tx, {
        sourceKey: savingsSourceKey(id),
        kind: 'savings',
        userId,
        amountPaise: total,
        reason: 'matured',
        expiresOn: row.redeemBy,
        actor: `user:${userId}`,
        note: M.closedEarlyNote,
      });
    }
    const [closed] = await tx
      .update(savingsEnrolments)
      .set({ status: 'closed', bonusPaise: 0, settledAt: now, updatedAt: now })
      .where(eq(savingsEnrolments.id, id))
      .returning();
    return enrolmentView(tx, closed!, now);
  });
}
