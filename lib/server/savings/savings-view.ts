// What a buyer (and the owner) sees of an enrolment: its calendar worked out for today, each paid instalment
// with its receipt voucher, the bonus, and what can be spent now from the stored value ledger.
import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import {
  savingsInstalments,
  savingsPlans,
  storedValues,
  type SavingsEnrolmentRow,
  type SavingsInstalmentRow,
} from '@/lib/server/db/schema';
import { paiseToRupees, savingsBonusPaise } from '@/lib/shared/money';
import { savingsDueOn, savingsSchedule, type SavingsSchedule } from '@/lib/shared/savings/savings-schedule';
import type { SavingsEnrolmentView } from '@/lib/shared/schemas/savings-schema';

export const savingsSourceKey = (enrolmentId: number) => `savings:${enrolmentId}`;

export async function paidInstalments(db: Executor, enrolmentId: number): Promise<SavingsInstalmentRow[]> {
  return db
    .select()
    .from(savingsInstalments)
    .where(and(eq(savingsInstalments.enrolmentId, enrolmentId), eq(savingsInstalments.status, 'paid')))
    .orderBy(asc(savingsInstalments.seq));
}

export function scheduleOf(
  row: SavingsEnrolmentRow,
  paid: readonly SavingsInstalmentRow[],
  today: string,
): SavingsSchedule {
  return savingsSchedule(
    { enrolledOn: row.enrolledOn, months: row.months, graceDays: row.graceDays },
    paid.map((p) => p.seq!),
    today,
  );
}

/** The bonus the buyer earns: as credited once settled, else what paying every month still open would earn. */
function bonusOf(row: SavingsEnrolmentRow, schedule: SavingsSchedule): number {
  if (row.status === 'closed') return 0;
  if (row.status !== 'active') return row.bonusPaise;
  const reachable = row.months - schedule.missedMonths;
  return savingsBonusPaise(row.instalmentPaise, row.bonusPercent, reachable, row.months);
}

export async function enrolmentViews(
  db: Executor,
  rows: readonly SavingsEnrolmentRow[],
  today: string,
): Promise<SavingsEnrolmentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [plans, instalments, values] = await Promise.all([
    db
      .select({ id: savingsPlans.id, name: savingsPlans.name })
      .from(savingsPlans)
      .where(inArray(savingsPlans.id, [...new Set(rows.map((r) => r.planId))])),
    db
      .select()
      .from(savingsInstalments)
      .where(and(inArray(savingsInstalments.enrolmentId, ids), eq(savingsInstalments.status, 'paid')))
      .orderBy(asc(savingsInstalments.seq)),
    db
      .select({ key: storedValues.sourceKey, balance: storedValues.balancePaise, status: storedValues.status })
      .from(storedValues)
      .where(inArray(storedValues.sourceKey, ids.map(savingsSourceKey))),
  ]);
  return rows.map((row) => {
    const paid = instalments.filter((i) => i.enrolmentId === row.id);
    const schedule = scheduleOf(row, paid, today);
    const value = values.find((v) => v.key === savingsSourceKey(row.id));
    const paidTotal = paid.reduce((sum, p) => sum + p.amountPaise, 0);
    return {
      id: row.id,
      plan: {
        id: row.planId,
        name: plans.find((p) => p.id === row.planId)?.name ?? '',
        months: row.months,
        bonus_percent: row.bonusPercent,
      },
      instalment: paiseToRupees(row.instalmentPaise),
      paid_instalments: paid.length,
      missed_instalments: schedule.missedMonths,
      paid_total: paiseToRupees(paidTotal),
      bonus: paiseToRupees(bonusOf(row, schedule)),
      status: row.status,
      next_due_on: row.status === 'active' ? schedule.nextDueOn : null,
      payable_now: row.status === 'active' && schedule.payable !== null && !paidThisMonth(paid, today),
      matures_on: savingsDueOn(row.enrolledOn, row.months - 1),
      redeem_by: row.redeemBy,
      spendable: value && value.status === 'active' ? paiseToRupees(Number(value.balance)) : null,
      instalments: paid.map((p) => ({
        month: p.seq! + 1,
        due_on: savingsDueOn(row.enrolledOn, p.seq!),
        amount: paiseToRupees(p.amountPaise),
        paid_at: p.paidAt!.toISOString(),
        voucher_number: p.voucherNumber!,
      })),
    };
  });
}

export function paidThisMonth(paid: readonly SavingsInstalmentRow[], today: string): boolean {
  return paid.some((p) => p.paidMonth === today.slice(0, 7));
}
