// How a plan ends. Matured (every month paid or missed beyond its grace): what was paid plus the bonus
// becomes the buyer's stored value 'savings:<id>', spendable on jewellery until redeem_by. The bonus (the
// shop's share, shrunk by the months missed) is a discount on that purchase, never cash: it can only be spent,
// and the expiry below pays back only what the buyer paid. After redeem_by, the plan's policy: kept as the
// buyer's store credit, or marked due for refund in the owner's view (instalments are paid against many
// provider payments, so the owner pays it back by hand and records it). Never silently lost.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import {
  savingsEnrolments,
  storedValueMovements,
  storedValues,
  type SavingsEnrolmentRow,
} from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/audit';
import type { QueuedMail } from '@/lib/server/mail';
import { creditStoredValue } from '@/lib/server/stored-value';
import { formatRupees, paiseToRupees, savingsBonusPaise } from '@/lib/shared/money';
import { SAVINGS_MESSAGES as M } from '@/lib/shared/messages/savings';
import { shopToday } from '@/lib/shared/shop-time';
import { queueMaturedMail } from './savings-mail';
import { paidInstalments, savingsSourceKey, scheduleOf } from './savings-view';

/** Matures a locked active enrolment whose months are all settled; null when it is not settled yet. */
export async function matureIfSettled(tx: Executor, row: SavingsEnrolmentRow, now: Date): Promise<QueuedMail | null> {
  if (row.status !== 'active') return null;
  const paid = await paidInstalments(tx, row.id);
  const schedule = scheduleOf(row, paid, shopToday(now));
  if (!schedule.settled) return null;
  const total = paid.reduce((sum, p) => sum + p.amountPaise, 0);
  const bonus = savingsBonusPaise(row.instalmentPaise, row.bonusPercent, paid.length, row.months);
  await tx
    .update(savingsEnrolments)
    .set({ status: 'matured', bonusPaise: bonus, settledAt: now, updatedAt: now })
    .where(eq(savingsEnrolments.id, row.id));
  await recordAudit(
    tx,
    { label: 'sweep' },
    {
      action: 'savings.matured',
      entityType: 'savings_enrolment',
      entityId: row.id,
      after: { paid_total: paiseToRupees(total), bonus: paiseToRupees(bonus), paid_months: paid.length },
    },
  );
  if (total === 0) return null; // Nothing paid at all: nothing to spend, no bonus.
  await creditStoredValue(tx, {
    sourceKey: savingsSourceKey(row.id),
    kind: 'savings',
    userId: row.userId,
    amountPaise: total + bonus,
    reason: 'matured',
    expiresOn: row.redeemBy,
    note: M.maturedNote(formatRupees(paiseToRupees(bonus))),
  });
  return queueMaturedMail(tx, row.userId, total + bonus, row.redeemBy!);
}

/**
 * Past redeem_by (a locked matured or closed enrolment): the unspent balance leaves the plan, less any unspent
 * bonus (a discount is never paid out), and the plan's policy applies to the rest. Recorded on the enrolment
 * (expiry_outcome, expired_paise) and audited.
 */
export async function expireEnrolment(tx: Executor, row: SavingsEnrolmentRow, now: Date): Promise<void> {
  const [value] = await tx
    .select()
    .from(storedValues)
    .where(eq(storedValues.sourceKey, savingsSourceKey(row.id)))
    .for('update');
  const balance = value ? Number(value.balancePaise) : 0;
  // What the buyer paid in and has not spent: the bonus counts as spent first, since it exists only as a
  // discount on what was bought; whatever of it is left lapses.
  const paidTotal = (await paidInstalments(tx, row.id)).reduce((sum, p) => sum + p.amountPaise, 0);
  const spent = Math.max(0, paidTotal + row.bonusPaise - balance);
  const bonusLeft = Math.max(0, row.bonusPaise - spent);
  const owed = Math.max(0, balance - bonusLeft);
  if (value && balance > 0) {
    await tx
      .update(storedValues)
      .set({ balancePaise: 0, status: 'expired', updatedAt: now })
      .where(and(eq(storedValues.id, value.id), eq(storedValues.balancePaise, balance)));
    await tx.insert(storedValueMovements).values({
      storedValueId: value.id,
      amountPaise: -balance,
      reason: 'expired',
      note: `redeem_by ${row.redeemBy}`,
    });
  } else if (value) {
    await tx.update(storedValues).set({ status: 'expired', updatedAt: now }).where(eq(storedValues.id, value.id));
  }
  const outcome = owed === 0 ? 'nothing_left' : row.expiryPolicy === 'store_credit' ? 'store_credit' : 'refund_due';
  if (outcome === 'store_credit') {
    await creditStoredValue(tx, {
      sourceKey: `credit:${row.userId}`,
      kind: 'store_credit',
      userId: row.userId,
      amountPaise: owed,
      reason: 'grant',
      note: M.expiredToCreditNote(row.id),
    });
  }
  await tx
    .update(savingsEnrolments)
    .set({ status: 'expired', expiryOutcome: outcome, expiredPaise: owed, updatedAt: now })
    .where(eq(savingsEnrolments.id, row.id));
  await recordAudit(
    tx,
    { label: 'sweep' },
    {
      action: 'savings.expired',
      entityType: 'savings_enrolment',
      entityId: row.id,
      before: { balance: paiseToRupees(balance), status: row.status },
      after: { outcome, amount: paiseToRupees(owed), bonus_lapsed: paiseToRupees(balance - owed) },
    },
  );
}
