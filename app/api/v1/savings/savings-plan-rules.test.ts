// The savings plan's rules at their edges: the plan's limits (months 0/1/11/12, instalment min/max ± 1), terms
// locked once someone enrols, a late month within grace, a missed month shrinking the bonus, the reminder once
// per instalment, an early close, and the owner's policy after redeem_by, all under a moved clock.
import { and, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, storedValueMovements, storedValues } from '@/lib/server/db/schema';
import { runSavingsSweep } from '@/lib/server/savings';
import { SAVINGS_ERROR_CODES } from '@/lib/shared/schemas/savings-schema';
import { PATCH as patchRoute } from '@/app/api/v1/admin/savings/plans/[id]/route';
import { GET as overviewRoute } from '@/app/api/v1/admin/savings/enrolments/route';
import { POST as closeRoute } from '@/app/api/v1/savings/enrolments/[id]/close/route';
import { callRoute } from '@/test-support/call-route';
import { createStaff } from '@/test-support/create-staff';
import { setUpPaymentsFixture, shopper } from '@/test-support/payments-api-fixture';
import {
  clockAt,
  createPlan,
  enrol,
  myEnrolments,
  openPayment,
  payInstalment,
  signedIn,
} from '@/test-support/savings-fixture';

setUpPaymentsFixture();
afterEach(() => jest.useRealTimers());

const BASE = {
  name: 'Kitty',
  months: 3,
  min_instalment: 1000,
  max_instalment: 5000,
  bonus_percent: 100,
  grace_days: 5,
};

async function ownerHeaders() {
  const owner = await createStaff('owner');
  return signedIn(owner.user.id);
}

/** A plan made and a buyer enrolled at 10 November 2026 (IST), with the first instalment paid that day. */
async function enrolledAndPaid(plan: Record<string, unknown> = {}, instalment = 3000) {
  clockAt('2026-11-10T06:00:00Z');
  const made = await createPlan(await ownerHeaders(), { ...BASE, ...plan });
  expect(made.status).toBe(201);
  const buyer = await signedIn(shopper.user.id);
  const id = (await enrol(buyer, { plan_id: made.body.plan.id, instalment })).body.enrolment.id as number;
  expect((await payInstalment(buyer, id)).status).toBe(200);
  return { id, planId: made.body.plan.id as number };
}

async function at(iso: string) {
  clockAt(iso);
  return signedIn(shopper.user.id);
}

const savingsValue = async (id: number) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(storedValues)
      .where(eq(storedValues.sourceKey, `savings:${id}`))
  )[0];

describe('plan limits', () => {
  it('takes 1 and 11 months, refuses 0 and 12, a bonus over 100 % and a minimum above the maximum', async () => {
    clockAt('2026-11-10T06:00:00Z');
    const owner = await ownerHeaders();
    for (const [months, status] of [
      [0, 400],
      [1, 201],
      [11, 201],
      [12, 400],
    ] as const)
      expect((await createPlan(owner, { ...BASE, months })).status).toBe(status);
    expect((await createPlan(owner, { ...BASE, bonus_percent: 101 })).status).toBe(400);
    expect((await createPlan(owner, { ...BASE, bonus_percent: 0 })).status).toBe(201);
    expect((await createPlan(owner, { ...BASE, min_instalment: 5001 })).status).toBe(400);
    const staff = await createStaff('staff');
    expect((await createPlan(await signedIn(staff.user.id), BASE)).status).toBe(403);
  });

  it("takes an instalment at the plan's minimum and maximum, and refuses 1 rupee outside either", async () => {
    clockAt('2026-11-10T06:00:00Z');
    const plan = (await createPlan(await ownerHeaders(), BASE)).body.plan;
    const buyer = await signedIn(shopper.user.id);
    for (const [instalment, status] of [
      [999, 422],
      [1000, 201],
      [5000, 201],
      [5001, 422],
    ] as const) {
      const res = await enrol(buyer, { plan_id: plan.id, instalment });
      expect(res.status).toBe(status);
      if (status === 422) expect(res.body.error_code).toBe(SAVINGS_ERROR_CODES.instalmentOutOfRange);
    }
  });

  it('locks the terms once someone enrols; the plan can still be closed, and then takes nobody', async () => {
    clockAt('2026-11-10T06:00:00Z');
    const owner = await ownerHeaders();
    const plan = (await createPlan(owner, BASE)).body.plan;
    const patch = (body: unknown) =>
      callRoute(patchRoute, `/api/v1/admin/savings/plans/${plan.id}`, {
        method: 'PATCH',
        params: { id: String(plan.id) },
        body,
        headers: owner,
      });
    expect((await patch({ bonus_percent: 50 })).body.plan.bonus_percent).toBe(50);
    const buyer = await signedIn(shopper.user.id);
    expect((await enrol(buyer, { plan_id: plan.id, instalment: 2000 })).status).toBe(201);
    const locked = await patch({ bonus_percent: 60 });
    expect(locked.status).toBe(409);
    expect(locked.body.error_code).toBe(SAVINGS_ERROR_CODES.planLocked);
    expect((await patch({ status: 'closed' })).body.plan.status).toBe('closed');
    expect((await enrol(buyer, { plan_id: plan.id, instalment: 2000 })).body.error_code).toBe(
      SAVINGS_ERROR_CODES.planClosed,
    );
  });
});

describe('months paid late, missed and reminded', () => {
  it('takes a month late within its grace at the full bonus; a month missed past it shrinks the bonus', async () => {
    const { id } = await enrolledAndPaid();
    // Reminded once, three days before the second month's due day.
    await at('2026-12-07T06:00:00Z');
    // (Other tests' plans in this database are due the same day: the counts are the whole shop's.)
    expect((await runSavingsSweep()).reminded).toBeGreaterThanOrEqual(1);
    expect((await runSavingsSweep()).reminded).toBe(0);
    const db = await getDb();
    const reminders = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopper.user.email), like(mailOutbox.subject, '%due soon%')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('2026-12-10');

    // 15 December is the last day of the 5-day grace: still payable, the bonus whole.
    let buyer = await at('2026-12-15T06:00:00Z');
    expect((await myEnrolments(buyer))[0]).toMatchObject({ payable_now: true, bonus: 3000 });
    expect((await payInstalment(buyer, id)).status).toBe(200);

    // January is missed: on 16 January it is past its grace, and the sweep matures the plan.
    buyer = await at('2027-01-16T06:00:00Z');
    expect((await openPayment(buyer, id)).body.error_code).toBe(SAVINGS_ERROR_CODES.notActive);
    expect((await runSavingsSweep()).matured).toBeGreaterThanOrEqual(1);
    const [view] = await myEnrolments(buyer);
    // 100 % of ₹3,000 × 2 months paid / 3 months = ₹2,000.
    expect(view).toMatchObject({ status: 'matured', paid_instalments: 2, missed_instalments: 1, bonus: 2000 });
    expect(view.spendable).toBe(8000);
    expect(Number((await savingsValue(id))!.balancePaise)).toBe(8000_00);
  });

  it('refuses a month not due yet, once the unpaid one has lapsed', async () => {
    clockAt('2026-11-10T06:00:00Z');
    const plan = (await createPlan(await ownerHeaders(), BASE)).body.plan;
    const enrolled = await enrol(await signedIn(shopper.user.id), { plan_id: plan.id, instalment: 1000 });
    const buyer = await at('2026-11-16T06:00:00Z');
    const early = await openPayment(buyer, enrolled.body.enrolment.id);
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe(SAVINGS_ERROR_CODES.notDueYet);
    expect((await myEnrolments(buyer))[0]).toMatchObject({ missed_instalments: 1, next_due_on: '2026-12-10' });
  });
});

describe('closing early and redeem_by', () => {
  it('closes early into what was paid, without the bonus, spendable until the same day', async () => {
    const { id } = await enrolledAndPaid();
    const buyer = await at('2026-11-20T06:00:00Z');
    const close = () =>
      callRoute(closeRoute, `/api/v1/savings/enrolments/${id}/close`, {
        method: 'POST',
        params: { id: String(id) },
        headers: buyer,
      });
    const closed = await close();
    expect(closed.body.enrolment).toMatchObject({
      status: 'closed',
      bonus: 0,
      spendable: 3000,
      redeem_by: '2027-11-10',
    });
    expect((await savingsValue(id))!.expiresOn).toBe('2027-11-10');
    expect((await close()).status).toBe(409);
  });

  it('keeps what was paid as store credit past redeem_by (policy store_credit), the unspent bonus lapsing', async () => {
    const { id } = await enrolledAndPaid({ months: 1 });
    expect(Number((await savingsValue(id))!.balancePaise)).toBe(6000_00);
    clockAt('2027-11-10T06:00:00Z');
    await runSavingsSweep(); // the last day is still spendable
    expect((await savingsValue(id))!.status).toBe('active');
    clockAt('2027-11-11T06:00:00Z');
    expect((await runSavingsSweep()).expired).toBeGreaterThanOrEqual(1);
    expect((await runSavingsSweep()).expired).toBe(0);
    const value = (await savingsValue(id))!;
    expect(value).toMatchObject({ status: 'expired' });
    expect(Number(value.balancePaise)).toBe(0);
    const db = await getDb();
    const [credit] = await db
      .select()
      .from(storedValues)
      .where(eq(storedValues.sourceKey, `credit:${shopper.user.id}`));
    expect(Number(credit!.balancePaise)).toBe(3000_00);
    const moves = await db.select().from(storedValueMovements).where(eq(storedValueMovements.storedValueId, value.id));
    expect(moves.map((m) => [m.reason, Number(m.amountPaise)])).toEqual([
      ['matured', 6000_00],
      ['expired', -6000_00],
    ]);
  });

  it('marks what was paid due for refund in the owner’s view past redeem_by (policy refund)', async () => {
    const { id } = await enrolledAndPaid({ months: 1, expiry_policy: 'refund' });
    clockAt('2027-11-11T06:00:00Z');
    expect((await runSavingsSweep()).expired).toBeGreaterThanOrEqual(1);
    const owner = await ownerHeaders();
    const overview = await callRoute(overviewRoute, '/api/v1/admin/savings/enrolments', { headers: owner });
    expect(overview.status).toBe(200);
    const row = overview.body.enrolments.find((e: { id: number }) => e.id === id);
    expect(row).toMatchObject({ status: 'expired', expiry_outcome: 'refund_due', expired_amount: 3000 });
    expect(overview.body.totals.refund_due).toBeGreaterThanOrEqual(3000);
  });
});
