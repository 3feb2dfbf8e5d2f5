// The owner's view of the plans (permission 'reports': it is the money the shop holds): every enrolment with
// its buyer, what is payable now, what is late (past its due day, within grace), what is redeemable, what is
// due for refund after redeem_by (and payments that settled no month), and the money held for plans (instalments of running plans plus the unspent
// balances of matured and closed ones).
import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { savingsEnrolments, savingsInstalments, users } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { SavingsOverview } from '@/lib/shared/schemas/savings-schema';
import { shopToday } from '@/lib/shared/shop-time';
import { enrolmentViews } from './savings-view';

export async function savingsOverview(actor: StaffActor, now = new Date()): Promise<SavingsOverview> {
  authorize(actor, 'reports');
  const db = await getDb();
  const today = shopToday(now);
  const rows = await db.select().from(savingsEnrolments).orderBy(desc(savingsEnrolments.id));
  const views = await enrolmentViews(db, rows, today);
  const buyerIds = [...new Set(rows.map((r) => r.userId))];
  const buyers = buyerIds.length
    ? await db
        .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
        .from(users)
        .where(inArray(users.id, buyerIds))
    : [];
  let held = 0;
  let redeemable = 0;
  // Payments that settled no month (paid twice, a wrong sum) are owed back too.
  const [unmatched] = await db
    .select({ total: sql<string>`coalesce(sum(${savingsInstalments.amountPaise}), 0)` })
    .from(savingsInstalments)
    .where(eq(savingsInstalments.status, 'unmatched'));
  let refundDue = Number(unmatched?.total ?? 0);
  const enrolments = views.map((view, i) => {
    const row = rows[i]!;
    const buyer = buyers.find((b) => b.id === row.userId);
    const spendable = rupeesToPaise(view.spendable ?? 0);
    if (view.status === 'active') held += rupeesToPaise(view.paid_total);
    else held += spendable;
    redeemable += spendable;
    if (row.expiryOutcome === 'refund_due') refundDue += row.expiredPaise ?? 0;
    return {
      ...view,
      buyer: { id: row.userId, email: buyer?.email ?? '', name: `${buyer?.first ?? ''} ${buyer?.last ?? ''}`.trim() },
      overdue: view.payable_now && view.next_due_on !== null && view.next_due_on < today,
      expiry_outcome: row.expiryOutcome,
      expired_amount: row.expiredPaise === null ? null : paiseToRupees(row.expiredPaise),
    };
  });
  return {
    totals: {
      held_for_plans: paiseToRupees(held),
      redeemable: paiseToRupees(redeemable),
      due_this_month: enrolments.filter((e) => e.payable_now).length,
      overdue: enrolments.filter((e) => e.overdue).length,
      refund_due: paiseToRupees(refundDue),
    },
    enrolments,
  };
}
