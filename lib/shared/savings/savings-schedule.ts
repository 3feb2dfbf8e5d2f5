// A savings plan's calendar (all days are India's, YYYY-MM-DD). Month k (0-based) of an enrolment is due on the
// enrolment's day of the month, k months on, clamped to the month's end (enrolled on 31 January: due 28 or 29
// February). A month can be paid from the 1st of its calendar month until its due day plus the plan's grace;
// after that it is missed, which shrinks the bonus. One instalment is taken per calendar month, so a month
// paid late uses the allowance of the month it is paid in.
import { addDays } from '@/lib/shared/shop-time';

export type SlotState = 'paid' | 'missed' | 'open' | 'future';
export type SavingsSlot = { seq: number; due_on: string; state: SlotState };
export type SavingsSchedule = {
  slots: SavingsSlot[];
  /** The month the next payment settles, or null when none is payable today. */
  payable: number | null;
  /** When the next unpaid month is due (the payable one, else the next future one); null when none is left. */
  nextDueOn: string | null;
  /** Every month paid or missed: nothing more can be paid. */
  settled: boolean;
  paidMonths: number;
  missedMonths: number;
};

function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** The due day of month `seq` of an enrolment made on `enrolledOn`. */
export function savingsDueOn(enrolledOn: string, seq: number): string {
  const [y, m, d] = enrolledOn.split('-').map(Number) as [number, number, number];
  const index = m - 1 + seq;
  const year = y + Math.floor(index / 12);
  const month0 = index % 12;
  const day = Math.min(d, daysInMonth(year, month0));
  return `${year}-${String(month0 + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar month of a day, 'YYYY-MM'. */
export const calendarMonth = (day: string): string => day.slice(0, 7);

export function savingsSchedule(
  terms: { enrolledOn: string; months: number; graceDays: number },
  paidSeqs: readonly number[],
  today: string,
): SavingsSchedule {
  const paid = new Set(paidSeqs);
  const slots: SavingsSlot[] = [];
  for (let seq = 0; seq < terms.months; seq++) {
    const due = savingsDueOn(terms.enrolledOn, seq);
    const state: SlotState = paid.has(seq)
      ? 'paid'
      : today > addDays(due, terms.graceDays)
        ? 'missed'
        : today >= `${calendarMonth(due)}-01`
          ? 'open'
          : 'future';
    slots.push({ seq, due_on: due, state });
  }
  const payable = slots.find((s) => s.state === 'open') ?? null;
  const next = payable ?? slots.find((s) => s.state === 'future') ?? null;
  return {
    slots,
    payable: payable?.seq ?? null,
    nextDueOn: next?.due_on ?? null,
    settled: !slots.some((s) => s.state === 'open' || s.state === 'future'),
    paidMonths: slots.filter((s) => s.state === 'paid').length,
    missedMonths: slots.filter((s) => s.state === 'missed').length,
  };
}
