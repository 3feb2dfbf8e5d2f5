// The instalment reminder on WhatsApp: sent beside the mail, once per instalment, only to a buyer who agreed to
// updates there; a buyer with no address and no agreement gets neither (the plan's page shows what is due).
import { and, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, outboundMessages, users } from '@/lib/server/db/schema';
import { recordConsent } from '@/lib/server/consents';
import { runSavingsSweep } from '@/lib/server/savings';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { setUpPaymentsFixture } from '@/test-support/payments-api-fixture';
import { clockAt, createPlan, enrol, payInstalment, signedIn } from '@/test-support/savings-fixture';
import { until } from '@/test-support/until';

setUpPaymentsFixture();
afterEach(() => jest.useRealTimers());

const PLAN = { name: 'Kitty', months: 3, min_instalment: 1000, max_instalment: 5000, bonus_percent: 50, grace_days: 5 };

/** A buyer with a verified mobile number, enrolled on 10 November 2026 (IST) with the first month paid. */
async function enrolledBuyer(phone: string, agreed: boolean) {
  const buyer = await createShopper({ firstName: 'Meera' });
  const db = await getDb();
  await db.update(users).set({ phone }).where(eq(users.id, buyer.user.id));
  if (agreed)
    await recordConsent(db, { userId: buyer.user.id, purpose: 'whatsapp_updates', given: true, source: 'profile' });
  clockAt('2026-11-10T06:00:00Z');
  const owner = await signedIn((await createStaff('owner')).user.id);
  const plan = await createPlan(owner, PLAN);
  const headers = await signedIn(buyer.user.id);
  const id = (await enrol(headers, { plan_id: plan.body.plan.id, instalment: 2000 })).body.enrolment.id as number;
  expect((await payInstalment(headers, id)).status).toBe(200);
  return { buyer, id };
}

const messagesTo = async (phone: string) =>
  (await getDb())
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.toPhone, phone), eq(outboundMessages.template, 'savings_instalment_due')));

it('reminds on WhatsApp beside the mail, once, where the buyer agreed; by mail alone where not', async () => {
  const agreed = await enrolledBuyer('+919811100001', true);
  const silent = await enrolledBuyer('+919811100002', false);
  clockAt('2026-12-07T06:00:00Z');
  expect((await runSavingsSweep()).reminded).toBeGreaterThanOrEqual(2);
  expect((await runSavingsSweep()).reminded).toBe(0);

  expect(await until(async () => (await messagesTo('+919811100001')).length === 1)).toBe(true);
  const [message] = await messagesTo('+919811100001');
  expect(message!.text).toBe(
    'Hello Meera, your savings plan instalment of ₹2,000 is due on 2026-12-10. Pay it here: ' +
      'http://localhost:3000/profile/savings',
  );
  expect(message!.userId).toBe(agreed.buyer.user.id);
  expect(await messagesTo('+919811100002')).toEqual([]);
  const db = await getDb();
  for (const { buyer } of [agreed, silent]) {
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, buyer.user.email), like(mailOutbox.subject, '%due soon%')));
    expect(mails).toHaveLength(1);
  }
});
