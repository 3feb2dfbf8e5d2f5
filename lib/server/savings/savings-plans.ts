// The savings plans the owner offers (permission 'settings': the terms of money the shop holds are the
// owner's). A plan's terms can change only while nobody has enrolled; after that it can only be closed, and a
// closed plan takes no new buyers while its enrolments run on the terms they enrolled on.
import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { savingsEnrolments, savingsPlans, type SavingsPlanRow } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { DomainError } from '@/lib/server/errors';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { SAVINGS_MESSAGES as M } from '@/lib/shared/messages/savings';
import {
  SAVINGS_ERROR_CODES as C,
  type SavingsPlanCreate,
  type SavingsPlanPatch,
  type SavingsPlanView,
} from '@/lib/shared/schemas/savings-schema';

export const planTerms = (row: SavingsPlanRow): string[] =>
  M.terms({
    months: row.months,
    bonusPercent: row.bonusPercent,
    graceDays: row.graceDays,
    expiryPolicy: row.expiryPolicy,
  });

async function enrolmentCount(db: Executor, planId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savingsEnrolments).where(eq(savingsEnrolments.planId, planId));
  return row?.n ?? 0;
}

async function planView(db: Executor, row: SavingsPlanRow): Promise<SavingsPlanView> {
  return {
    id: row.id,
    name: row.name,
    months: row.months,
    min_instalment: paiseToRupees(row.minInstalmentPaise),
    max_instalment: paiseToRupees(row.maxInstalmentPaise),
    bonus_percent: row.bonusPercent,
    grace_days: row.graceDays,
    expiry_policy: row.expiryPolicy,
    status: row.status,
    terms: planTerms(row),
    enrolments: await enrolmentCount(db, row.id),
  };
}

export const planNotFound = () => new DomainError(C.planNotFound, M.planNotFound);

const auditedFields = (row: SavingsPlanRow) => ({
  name: row.name,
  months: row.months,
  min_instalment: paiseToRupees(row.minInstalmentPaise),
  max_instalment: paiseToRupees(row.maxInstalmentPaise),
  bonus_percent: row.bonusPercent,
  grace_days: row.graceDays,
  expiry_policy: row.expiryPolicy,
  status: row.status,
});

export async function createSavingsPlan(actor: StaffActor, body: SavingsPlanCreate): Promise<SavingsPlanView> {
  authorize(actor, 'settings');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savingsPlans)
      .values({
        name: body.name,
        months: body.months,
        minInstalmentPaise: rupeesToPaise(body.min_instalment),
        maxInstalmentPaise: rupeesToPaise(body.max_instalment),
        bonusPercent: body.bonus_percent,
        graceDays: body.grace_days,
        expiryPolicy: body.expiry_policy,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'savings_plan.create',
      entityType: 'savings_plan',
      entityId: row!.id,
      after: auditedFields(row!),
    });
    return planView(tx, row!);
  });
}

export async function listSavingsPlans(actor: StaffActor): Promise<SavingsPlanView[]> {
  authorize(actor, 'settings');
  const db = await getDb();
  const rows = await db.select().from(savingsPlans).orderBy(asc(savingsPlans.id));
  return Promise.all(rows.map((row) => planView(db, row)));
}

/** GET /savings/plans: the plans open to new buyers, each with its terms. */
export async function listOpenSavingsPlans(): Promise<SavingsPlanView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(savingsPlans)
    .where(eq(savingsPlans.status, 'open'))
    .orderBy(asc(savingsPlans.id));
  return Promise.all(rows.map((row) => planView(db, row)));
}

export async function updateSavingsPlan(
  actor: StaffActor,
  id: number,
  patch: SavingsPlanPatch,
): Promise<SavingsPlanView> {
  authorize(actor, 'settings');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(savingsPlans).where(eq(savingsPlans.id, id)).for('update');
    if (!before) throw planNotFound();
    const { status, ...terms } = patch;
    const changesTerms = Object.values(terms).some((v) => v !== undefined);
    // Locking the plan row first makes an enrolment racing this edit wait, so none slips in unseen.
    if (changesTerms && (await enrolmentCount(tx, id)) > 0) throw new DomainError(C.planLocked, M.planLocked);
    const min = terms.min_instalment ?? paiseToRupees(before.minInstalmentPaise);
    const max = terms.max_instalment ?? paiseToRupees(before.maxInstalmentPaise);
    if (min > max) throw new DomainError(C.instalmentOutOfRange, M.instalmentOutOfRange(min, max));
    const [after] = await tx
      .update(savingsPlans)
      .set({
        ...(terms.name !== undefined && { name: terms.name }),
        ...(terms.months !== undefined && { months: terms.months }),
        minInstalmentPaise: rupeesToPaise(min),
        maxInstalmentPaise: rupeesToPaise(max),
        ...(terms.bonus_percent !== undefined && { bonusPercent: terms.bonus_percent }),
        ...(terms.grace_days !== undefined && { graceDays: terms.grace_days }),
        ...(terms.expiry_policy !== undefined && { expiryPolicy: terms.expiry_policy }),
        ...(status && { status }),
        updatedAt: new Date(),
      })
      .where(eq(savingsPlans.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: status ? 'savings_plan.close' : 'savings_plan.update',
      entityType: 'savings_plan',
      entityId: id,
      before: auditedFields(before),
      after: auditedFields(after!),
    });
    return planView(tx, after!);
  });
}
