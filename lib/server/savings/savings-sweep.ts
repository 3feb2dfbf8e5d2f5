// The savings plans' sweep (every instance, like the other sweeps; each enrolment claimed with FOR UPDATE SKIP
// LOCKED, so instances never do one twice): the reminder three days before a due day (once per instalment), a
// plan whose last month lapsed matured, and a plan past its redeem_by given the owner's policy.
import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { savingsEnrolments, type SavingsEnrolmentRow } from '@/lib/server/db/schema';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { repeatInProcess } from '@/lib/server/process';
import { SAVINGS_LIMITS } from '@/lib/shared/savings/savings-terms';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { queueReminder } from './savings-mail';
import { expireEnrolment, matureIfSettled } from './savings-maturity';
import { paidInstalments, scheduleOf } from './savings-view';

const SWEEP_MS = 60 * 60 * 1000;

/** The reminder of one active enrolment, when an unpaid month falls due within three days and was not reminded. */
async function remind(tx: Executor, row: SavingsEnrolmentRow, today: string): Promise<QueuedMail | null> {
  const schedule = scheduleOf(row, await paidInstalments(tx, row.id), today);
  const soon = schedule.slots.find(
    (s) =>
      (s.state === 'open' || s.state === 'future') &&
      s.due_on > today &&
      s.due_on <= addDays(today, SAVINGS_LIMITS.reminderDays),
  );
  if (!soon || (row.remindedSeq !== null && row.remindedSeq >= soon.seq)) return null;
  await tx.update(savingsEnrolments).set({ remindedSeq: soon.seq }).where(eq(savingsEnrolments.id, row.id));
  return queueReminder(tx, {
    enrolmentId: row.id,
    seq: soon.seq,
    userId: row.userId,
    amountPaise: row.instalmentPaise,
    due: soon.due_on,
  });
}

type Acted = { acted: boolean; mail: QueuedMail | null };
type Work = (tx: Executor, row: SavingsEnrolmentRow) => Promise<Acted>;
type Db = Awaited<ReturnType<typeof getDb>>;

/** Claims the next enrolment after `after` matching `where` (skipping those another instance holds) and works it. */
async function sweepOne(db: Db, after: number, where: SQL | undefined, work: Work) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(savingsEnrolments)
      .where(and(where, gt(savingsEnrolments.id, after)))
      .orderBy(asc(savingsEnrolments.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return row ? { id: row.id, ...(await work(tx, row)) } : null;
  });
}

/** One pass; answers how many enrolments it reminded, matured or expired. Pass `now` to move the clock. */
export async function runSavingsSweep(
  now = new Date(),
): Promise<{ reminded: number; matured: number; expired: number }> {
  const db = await getDb();
  const today = shopToday(now);
  const counts = { reminded: 0, matured: 0, expired: 0 };
  const mail: QueuedMail[] = [];
  const active = eq(savingsEnrolments.status, 'active');
  const pastRedeemBy = and(
    inArray(savingsEnrolments.status, ['matured', 'closed']),
    lt(savingsEnrolments.redeemBy, today),
    isNull(savingsEnrolments.expiryOutcome),
  );
  const passes: [keyof typeof counts, SQL | undefined, Work][] = [
    ['reminded', active, async (tx, r) => acted(await remind(tx, r, today))],
    [
      'matured',
      active,
      async (tx, r) => {
        const mailed = await matureIfSettled(tx, r, now);
        const [after] = await tx
          .select({ status: savingsEnrolments.status })
          .from(savingsEnrolments)
          .where(eq(savingsEnrolments.id, r.id));
        return { acted: after?.status === 'matured', mail: mailed };
      },
    ],
    ['expired', pastRedeemBy, async (tx, r) => (await expireEnrolment(tx, r, now), { acted: true, mail: null })],
  ];
  for (const [count, where, work] of passes) {
    let after = 0;
    for (;;) {
      const done = await sweepOne(db, after, where, work);
      if (!done) break;
      after = done.id;
      if (done.mail) mail.push(done.mail);
      if (done.acted) counts[count]++;
    }
  }
  void deliverQueuedMail(mail);
  return counts;
}

const acted = (mail: QueuedMail | null): Acted => ({ acted: mail !== null, mail });

/** Started once per server process (instrumentation.ts). */
export function startSavingsSweep(intervalMs = SWEEP_MS): void {
  repeatInProcess('savings-sweep', intervalMs, () => runSavingsSweep(), '[savings] sweep failed');
}
