// A savings plan from the owner's terms to the buyer's spendable money, under a moved clock: the 2-month plan
// with a 100 % bonus paid through the sandbox's card page, one instalment a calendar month, matured into a
// stored value of ₹10,000 + ₹5,000 bonus spendable until 365 days after the first instalment.
import { and, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, mailOutbox, savingsInstalments, storedValues } from '@/lib/server/db/schema';
import { SAVINGS_ERROR_CODES } from '@/lib/shared/schemas/savings-schema';
import { SAVINGS_MESSAGES } from '@/lib/shared/messages/savings';
import { GET as openPlansRoute } from '@/app/api/v1/savings/plans/route';
import { callRoute } from '@/test-support/call-route';
import { hmac, paymentEvent, SANDBOX_SECRET, webhookCall, verifyCall } from '@/test-support/checkout-fixtures';
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

const PLAN = { name: 'Wedding savings', months: 2, min_instalment: 1000, max_instalment: 50000, bonus_percent: 100 };

describe('a 2-month plan with a 100 % bonus', () => {
  it('takes one instalment a month with a receipt voucher, then matures into ₹15,000 spendable', async () => {
    clockAt('2026-11-10T06:00:00Z');
    const owner = await createStaff('owner');
    const plan = await createPlan(await signedIn(owner.user.id), PLAN);
    expect(plan.status).toBe(201);
    const open = await callRoute(openPlansRoute, '/api/v1/savings/plans');
    const listed = open.body.plans.find((p: { id: number }) => p.id === plan.body.plan.id);
    expect(listed.terms.join(' ')).toContain('365 days');

    let buyer = await signedIn(shopper.user.id);
    const enrolled = await enrol(buyer, { plan_id: plan.body.plan.id, instalment: 5000 });
    expect(enrolled.status).toBe(201);
    const id = enrolled.body.enrolment.id;
    expect(enrolled.body.enrolment).toMatchObject({
      instalment: 5000,
      paid_instalments: 0,
      paid_total: 0,
      bonus: 5000,
      status: 'active',
      next_due_on: '2026-11-10',
      matures_on: '2026-12-10',
      redeem_by: null,
    });

    const paid = await payInstalment(buyer, id);
    expect(paid.status).toBe(200);
    expect(paid.body.enrolment).toMatchObject({ paid_instalments: 1, paid_total: 5000, redeem_by: '2027-11-10' });
    const [voucher] = paid.body.enrolment.instalments;
    expect(voucher).toMatchObject({ month: 1, amount: 5000, due_on: '2026-11-10' });
    expect(voucher.voucher_number).toMatch(/^RV\/26-27\/\d{4}$/);
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shopper.user.email), like(mailOutbox.subject, `%${voucher.voucher_number}%`)));
    expect(mail?.text).toContain('Notification 66/2017-Central Tax');
    expect(mail?.text).toContain('₹5,000');

    // The same payment reported again by the webhook settles nothing more.
    const [row] = await db.select().from(savingsInstalments).where(eq(savingsInstalments.enrolmentId, id));
    const again = paymentEvent('payment.captured', row!.providerOrderId, row!.providerPaymentId!, 5000_00);
    expect((await webhookCall(again)).status).toBe(200);
    expect((await myEnrolments(buyer))[0]).toMatchObject({ paid_instalments: 1, payable_now: false });

    // A second payment the same month is refused with a clear message.
    clockAt('2026-11-30T18:29:00Z'); // 23:59 on 30 November in India: still the same calendar month
    buyer = await signedIn(shopper.user.id);
    const second = await openPayment(buyer, id);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      error_code: SAVINGS_ERROR_CODES.alreadyPaidThisMonth,
      message: SAVINGS_MESSAGES.alreadyPaidThisMonth,
    });

    clockAt('2026-12-10T05:00:00Z');
    buyer = await signedIn(shopper.user.id);
    const last = await payInstalment(buyer, id);
    expect(last.status).toBe(200);
    expect(last.body.enrolment).toMatchObject({
      status: 'matured',
      paid_instalments: 2,
      paid_total: 10000,
      bonus: 5000,
      spendable: 15000,
      redeem_by: '2027-11-10',
      next_due_on: null,
    });
    const [value] = await db
      .select()
      .from(storedValues)
      .where(eq(storedValues.sourceKey, `savings:${id}`));
    expect(value).toMatchObject({
      kind: 'savings',
      userId: shopper.user.id,
      expiresOn: '2027-11-10',
      status: 'active',
    });
    expect(Number(value!.balancePaise)).toBe(15_000_00);
    const numbers = last.body.enrolment.instalments.map((i: { voucher_number: string }) => i.voucher_number);
    expect(new Set(numbers).size).toBe(2);
    expect((await openPayment(buyer, id)).body.error_code).toBe(SAVINGS_ERROR_CODES.notActive);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['savings.instalment_paid', 'savings.matured']));
  });

  it('settles a payment reported only by the webhook, once, and refuses a forged verify', async () => {
    clockAt('2026-11-10T06:00:00Z');
    const owner = await createStaff('owner');
    const plan = await createPlan(await signedIn(owner.user.id), PLAN);
    const buyer = await signedIn(shopper.user.id);
    const id = (await enrol(buyer, { plan_id: plan.body.plan.id, instalment: 2000 })).body.enrolment.id;
    const opened = await openPayment(buyer, id);
    expect(opened.body).toMatchObject({ id, amount: 2000_00, total_amount: 2000, provider: 'sandbox' });
    expect((await openPayment(buyer, id)).body.razorpay_order_id).toBe(opened.body.razorpay_order_id);

    const forged = {
      order_id: id,
      razorpay_order_id: opened.body.razorpay_order_id,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: 'f'.repeat(64),
    };
    expect((await verifyCall(buyer, forged)).status).toBe(400);
    const event = paymentEvent('payment.captured', opened.body.razorpay_order_id, 'pay_hook1', 2000_00);
    expect((await webhookCall(event, { eventId: 'evt_s1' })).status).toBe(200);
    expect((await webhookCall(event, { eventId: 'evt_s2' })).status).toBe(200);
    // The browser's verify of the same payment arrives late: answered as paid, settled once.
    const late = {
      order_id: id,
      razorpay_order_id: opened.body.razorpay_order_id,
      razorpay_payment_id: 'pay_hook1',
      razorpay_signature: hmac(SANDBOX_SECRET, `${opened.body.razorpay_order_id}|pay_hook1`),
    };
    expect((await verifyCall(buyer, late)).status).toBe(200);
    const [view] = await myEnrolments(buyer);
    expect(view).toMatchObject({ paid_instalments: 1, paid_total: 2000 });
  });

  it('settles two reports of one payment racing each other once, and keeps a second payment unmatched', async () => {
    clockAt('2026-11-10T06:00:00Z');
    const plan = await createPlan(await signedIn((await createStaff('owner')).user.id), PLAN);
    const buyer = await signedIn(shopper.user.id);
    const id = (await enrol(buyer, { plan_id: plan.body.plan.id, instalment: 1000 })).body.enrolment.id;
    const { razorpay_order_id: providerOrderId } = (await openPayment(buyer, id)).body;
    const event = paymentEvent('payment.captured', providerOrderId, 'pay_race', 1000_00);
    const results = await Promise.all([
      webhookCall(event, { eventId: 'evt_race_a' }),
      webhookCall(event, { eventId: 'evt_race_b' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    // A second payment of the same provider order (the buyer paid twice) settles no month: kept for the owner.
    const twice = paymentEvent('payment.captured', providerOrderId, 'pay_twice', 1000_00);
    expect((await webhookCall(twice, { eventId: 'evt_twice' })).status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(savingsInstalments).where(eq(savingsInstalments.enrolmentId, id));
    const statuses = rows.map((r) => [r.status, r.providerPaymentId]).sort();
    expect(statuses).toEqual([
      ['paid', 'pay_race'],
      ['unmatched', 'pay_twice'],
    ]);
    expect((await myEnrolments(buyer))[0]).toMatchObject({ paid_instalments: 1, paid_total: 1000 });
  });
});
