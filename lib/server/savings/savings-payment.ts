// Paying a month's instalment through the shop's usual card checkout, against a provider order of its own
// (like an order's old-gold shortfall): made once and reused by every later try until it is paid; verify, the
// sandbox card page and the webhook each report it, and it settles once (keyed by the provider payment id).
// A payment is matched to the month payable when it arrives; money that settles no month (a second payment
// this calendar month, a wrong sum, a plan no longer active) is kept as 'unmatched' for the owner to pay back.
import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { savingsEnrolments, savingsInstalments, savingsPlans, type SavingsInstalmentRow } from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/audit';
import { DomainError } from '@/lib/server/errors';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { assertPaymentsOpen, paymentProvider } from '@/lib/server/payments/providers';
import { paiseToRupees } from '@/lib/shared/money';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { SAVINGS_MESSAGES as M } from '@/lib/shared/messages/savings';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { SAVINGS_ERROR_CODES as C, type SavingsPayAnswer } from '@/lib/shared/schemas/savings-schema';
import { calendarMonth } from '@/lib/shared/savings/savings-schedule';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { SAVINGS_LIMITS } from '@/lib/shared/savings/savings-terms';
import { enrolmentView, ownEnrolment } from './savings-enrolments';
import { queueVoucherMail, nextVoucherNumber } from './savings-mail';
import { matureIfSettled } from './savings-maturity';
import { paidInstalments, paidThisMonth, scheduleOf } from './savings-view';

const CURRENCY = 'INR';

/** Why no instalment can be paid today, as the error to answer; null when one can. */
async function payableNow(db: Executor, row: Parameters<typeof scheduleOf>[0], now: Date) {
  if (row.status !== 'active') return new DomainError(C.notActive, M.notActive);
  const today = shopToday(now);
  const paid = await paidInstalments(db, row.id);
  if (paidThisMonth(paid, today)) return new DomainError(C.alreadyPaidThisMonth, M.alreadyPaidThisMonth);
  const schedule = scheduleOf(row, paid, today);
  if (schedule.payable === null)
    return schedule.nextDueOn
      ? new DomainError(C.notDueYet, M.notDueYet(schedule.nextDueOn))
      : new DomainError(C.notActive, M.notActive);
  return { seq: schedule.payable, today };
}

async function pendingOrder(db: Executor, enrolmentId: number, provider: string): Promise<string | null> {
  const [pending] = await db
    .select({ providerOrderId: savingsInstalments.providerOrderId })
    .from(savingsInstalments)
    .where(
      and(
        eq(savingsInstalments.enrolmentId, enrolmentId),
        eq(savingsInstalments.status, 'pending'),
        eq(savingsInstalments.provider, provider),
      ),
    );
  return pending?.providerOrderId ?? null;
}

/** POST /savings/enrolments/{id}/pay: create-order's shape, for the checkout window to pay unchanged. */
export async function startInstalmentPayment(userId: number, id: number, now = new Date()): Promise<SavingsPayAnswer> {
  const provider = paymentProvider();
  assertPaymentsOpen();
  const db = await getDb();
  const row = await ownEnrolment(db, userId, id);
  const payable = await payableNow(db, row, now);
  if (payable instanceof DomainError) throw payable;

  let providerOrderId = await pendingOrder(db, id, provider.name);
  if (!providerOrderId) {
    let made: string;
    try {
      ({ providerOrderId: made } = await provider.createProviderOrder({
        amountPaise: row.instalmentPaise,
        currency: CURRENCY,
        receipt: `savings_${id}_${payable.today}`,
        notes: { enrolment_id: String(id), user_id: String(userId), purpose: 'savings_instalment' },
      }));
    } catch (error) {
      console.error(`[payments] ${provider.name} order for savings enrolment ${id} failed`, error);
      throw new DomainError(ORDER_ERROR_CODES.providerError, CHECKOUT_MESSAGES.providerUnavailable);
    }
    // One pending provider order per enrolment (a partial unique index): two tries at once, the first to store
    // its provider order wins and both pay that one. One left by another provider (the shop switched) goes.
    await db
      .delete(savingsInstalments)
      .where(
        and(
          eq(savingsInstalments.enrolmentId, id),
          eq(savingsInstalments.status, 'pending'),
          ne(savingsInstalments.provider, provider.name),
        ),
      );
    const [stored] = await db
      .insert(savingsInstalments)
      .values({ enrolmentId: id, provider: provider.name, providerOrderId: made, amountPaise: row.instalmentPaise })
      .onConflictDoNothing()
      .returning({ providerOrderId: savingsInstalments.providerOrderId });
    providerOrderId = stored?.providerOrderId ?? (await pendingOrder(db, id, provider.name)) ?? made;
  }
  return {
    id,
    amount: row.instalmentPaise,
    total_amount: paiseToRupees(row.instalmentPaise),
    currency: CURRENCY,
    key: provider.publicKey,
    razorpay_order_id: providerOrderId,
    provider: provider.name,
    enrolment: await enrolmentView(db, row, now),
  };
}

/** The instalment this provider order pays, with its buyer; null when it is no savings instalment's. */
export async function instalmentByProviderOrder(
  db: Executor,
  provider: string,
  providerOrderId: string,
): Promise<{ instalment: SavingsInstalmentRow; userId: number } | null> {
  const [row] = await db
    .select({ instalment: savingsInstalments, userId: savingsEnrolments.userId })
    .from(savingsInstalments)
    .innerJoin(savingsEnrolments, eq(savingsEnrolments.id, savingsInstalments.enrolmentId))
    .where(and(eq(savingsInstalments.provider, provider), eq(savingsInstalments.providerOrderId, providerOrderId)))
    .orderBy(asc(savingsInstalments.id))
    .limit(1);
  return row ?? null;
}

export type InstalmentPayment = {
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  source: 'verify' | 'webhook';
};
export type InstalmentOutcome = { result: 'paid' | 'already_paid' | 'needs_review'; mail: QueuedMail[] };

/**
 * A captured payment against an instalment's provider order, in the caller's transaction. Idempotent: the same
 * provider payment settles once. The right sum while a month is payable settles it, takes the next receipt
 * voucher number, queues the voucher mail, and matures the plan when it was the last month.
 */
export async function recordInstalmentPayment(
  tx: Executor,
  instalmentId: number,
  payment: InstalmentPayment,
  now = new Date(),
): Promise<InstalmentOutcome> {
  const [instalment] = await tx.select().from(savingsInstalments).where(eq(savingsInstalments.id, instalmentId));
  if (!instalment) throw new Error(`Savings instalment ${instalmentId} vanished while being paid`);
  const [row] = await tx
    .select()
    .from(savingsEnrolments)
    .where(eq(savingsEnrolments.id, instalment.enrolmentId))
    .for('update');
  const [current] = await tx.select().from(savingsInstalments).where(eq(savingsInstalments.id, instalmentId));
  if (current!.providerPaymentId === payment.providerPaymentId) return { result: 'already_paid', mail: [] };
  if (current!.status !== 'pending') {
    // Another payment of a provider order already paid: kept on a row of its own, owed back by the owner.
    const [kept] = await tx
      .insert(savingsInstalments)
      .values({
        enrolmentId: instalment.enrolmentId,
        provider: instalment.provider,
        providerOrderId: instalment.providerOrderId,
        amountPaise: payment.amountPaise,
        status: 'unmatched',
        providerPaymentId: payment.providerPaymentId,
        paidAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: savingsInstalments.id });
    if (kept) await auditUnmatched(tx, instalment.enrolmentId, payment);
    return { result: kept ? 'needs_review' : 'already_paid', mail: [] };
  }
  const payable = await payableNow(tx, row!, now);
  const matches = payment.amountPaise === instalment.amountPaise && payment.currency === CURRENCY;
  if (payable instanceof DomainError || !matches) {
    await tx
      .update(savingsInstalments)
      .set({
        status: 'unmatched',
        amountPaise: payment.amountPaise,
        providerPaymentId: payment.providerPaymentId,
        paidAt: now,
      })
      .where(eq(savingsInstalments.id, instalmentId));
    await auditUnmatched(tx, row!.id, payment);
    return { result: 'needs_review', mail: [] };
  }
  const voucher = await nextVoucherNumber(tx, now);
  await tx
    .update(savingsInstalments)
    .set({
      status: 'paid',
      seq: payable.seq,
      paidMonth: calendarMonth(payable.today),
      providerPaymentId: payment.providerPaymentId,
      paidAt: now,
      voucherNumber: voucher,
    })
    .where(eq(savingsInstalments.id, instalmentId));
  const first = row!.firstPaidOn === null;
  const redeemBy = first ? addDays(payable.today, SAVINGS_LIMITS.redeemDays) : row!.redeemBy;
  if (first) {
    await tx
      .update(savingsEnrolments)
      .set({ firstPaidOn: payable.today, redeemBy, updatedAt: now })
      .where(eq(savingsEnrolments.id, row!.id));
  }
  await recordAudit(
    tx,
    { label: 'payment' },
    {
      action: 'savings.instalment_paid',
      entityType: 'savings_enrolment',
      entityId: row!.id,
      after: { month: payable.seq + 1, amount: paiseToRupees(payment.amountPaise), voucher, source: payment.source },
    },
  );
  const [plan] = await tx
    .select({ name: savingsPlans.name })
    .from(savingsPlans)
    .where(eq(savingsPlans.id, row!.planId));
  const mail: QueuedMail[] = [];
  const voucherMail = await queueVoucherMail(tx, row!.userId, {
    number: voucher,
    paidAt: now,
    amountPaise: payment.amountPaise,
    plan: plan?.name ?? '',
    seq: payable.seq,
    months: row!.months,
  });
  if (voucherMail) mail.push(voucherMail);
  const matured = await matureIfSettled(tx, { ...row!, firstPaidOn: row!.firstPaidOn ?? payable.today, redeemBy }, now);
  if (matured) mail.push(matured);
  return { result: 'paid', mail };
}

async function auditUnmatched(tx: Executor, enrolmentId: number, payment: InstalmentPayment): Promise<void> {
  await recordAudit(
    tx,
    { label: 'payment' },
    {
      action: 'savings.payment_unmatched',
      entityType: 'savings_enrolment',
      entityId: enrolmentId,
      after: { amount: paiseToRupees(payment.amountPaise), provider_payment_id: payment.providerPaymentId },
    },
  );
}

/** Settles in its own transaction and sends the mail after the commit. */
export async function settleInstalment(instalmentId: number, payment: InstalmentPayment): Promise<InstalmentOutcome> {
  const db = await getDb();
  const outcome = await db.transaction((tx) => recordInstalmentPayment(tx, instalmentId, payment));
  void deliverQueuedMail(outcome.mail);
  return outcome;
}
