// Grievances: a buyer raises one about their order and gets a reference and an acknowledgement at once; the
// owner's queue shows it with its clock (due in a month, overdue flagged, the 90-day limit); a reply is mailed
// and may resolve it; a resolved one takes no more replies; someone else's order is refused.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { grievances, mailOutbox } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { installSandboxProvider } from '@/test-support/checkout-fixtures';
import { orderableProduct, orderOf } from '@/test-support/delivered-order';
import { GET as ownList, POST as raise } from './route';
import { GET as queue } from '../admin/grievances/route';
import { GET as oneGrievance } from '../admin/grievances/[id]/route';
import { POST as reply } from '../admin/grievances/[id]/replies/route';

installSandboxProvider();
silenceMailLog();

let staff: StaffAccount;
let buyer: Awaited<ReturnType<typeof createShopper>>;
let orderId: number;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff', { permissions: ['customers', 'orders'] });
  buyer = await createShopper({ email: 'meera.grievance@example.com', firstName: 'Meera' });
  orderId = await orderOf(buyer, await orderableProduct(), staff, false);
});

const mailsTo = async (to: string) => {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
};

describe('grievances', () => {
  it('gets a reference and an acknowledgement, shows in the queue, and is answered by mail', async () => {
    const before = (await mailsTo(buyer.user.email)).length;
    const raised = await callRoute(raise, '/api/v1/grievances', {
      method: 'POST',
      body: { subject: 'Ring arrived scratched', message: 'The band has a deep scratch.', order_id: orderId },
      headers: buyer.cookieHeaders,
    });
    expect(raised.status).toBe(201);
    const { reference, status } = raised.body.grievance;
    expect(status).toBe('open');
    expect(reference).toMatch(/^GRV-20\d\d-\d{6}$/);

    const mails = await mailsTo(buyer.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain(reference);
    expect(mails.at(-1)!.text).toContain('Ring arrived scratched');

    const own = await callRoute(ownList, '/api/v1/grievances', { headers: buyer.cookieHeaders });
    expect(own.body.grievances[0]).toMatchObject({ reference, status: 'open', order_id: orderId, replies: [] });

    const listed = await callRoute(queue, '/api/v1/admin/grievances?status=open', { headers: staff.cookieHeaders });
    expect(listed.status).toBe(200);
    const entry = listed.body.grievances.find((g: { reference: string }) => g.reference === reference);
    expect(entry).toMatchObject({ email: buyer.user.email, name: 'Meera Verma', overdue: false, past_limit: false });
    const made = new Date(entry.created_at).getTime();
    expect(new Date(entry.due_at).getTime() - made).toBe(30 * 86_400_000);
    expect(new Date(entry.limit_at).getTime() - made).toBe(90 * 86_400_000);

    const params = { id: String(entry.id) };
    const answered = await callRoute(reply, '/x', {
      method: 'POST',
      params,
      body: { message: 'We are sending a replacement band.' },
      headers: staff.cookieHeaders,
    });
    expect(answered.status).toBe(201);
    expect(answered.body.grievance).toMatchObject({ status: 'answered', resolved_at: null });
    const resolved = await callRoute(reply, '/x', {
      method: 'POST',
      params,
      body: { message: 'The replacement was delivered.', resolve: true },
      headers: staff.cookieHeaders,
    });
    expect(resolved.body.grievance.status).toBe('resolved');
    expect(resolved.body.grievance.replies.map((r: { message: string }) => r.message)).toEqual([
      'We are sending a replacement band.',
      'The replacement was delivered.',
    ]);
    const replies = (await mailsTo(buyer.user.email)).slice(-2);
    expect(replies.map((m) => m.subject)).toEqual([
      `About your grievance ${reference}`,
      `About your grievance ${reference}`,
    ]);
    expect(replies[0].text).toContain('We are sending a replacement band.');
    expect(replies[1].text).toContain('resolved');

    const again = await callRoute(reply, '/x', {
      method: 'POST',
      params,
      body: { message: 'One more thing' },
      headers: staff.cookieHeaders,
    });
    expect(again.status).toBe(409);
    const read = await callRoute(oneGrievance, '/x', { params, headers: staff.cookieHeaders });
    expect(read.body.grievance.replies).toHaveLength(2);
  });

  it('flags a grievance overdue after a month and past the limit after 90 days', async () => {
    const raised = await callRoute(raise, '/api/v1/grievances', {
      method: 'POST',
      body: { subject: 'Old complaint', message: 'Still waiting.' },
      headers: buyer.cookieHeaders,
    });
    const db = await getDb();
    const age = async (days: number) =>
      db
        .update(grievances)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(grievances.reference, raised.body.grievance.reference));
    const entry = async () =>
      (await callRoute(queue, '/api/v1/admin/grievances', { headers: staff.cookieHeaders })).body.grievances.find(
        (g: { reference: string }) => g.reference === raised.body.grievance.reference,
      );
    await age(29);
    expect(await entry()).toMatchObject({ overdue: false, past_limit: false });
    await age(31);
    expect(await entry()).toMatchObject({ overdue: true, past_limit: false });
    await age(91);
    expect(await entry()).toMatchObject({ overdue: true, past_limit: true });
  });

  it("refuses another buyer's order, an empty subject, a guest and a staff member without the permission", async () => {
    const other = await createShopper();
    const refused = await callRoute(raise, '/api/v1/grievances', {
      method: 'POST',
      body: { subject: 'Not mine', message: 'x', order_id: orderId },
      headers: other.cookieHeaders,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.order_id).toBeDefined();
    const empty = await callRoute(raise, '/api/v1/grievances', {
      method: 'POST',
      body: { subject: ' ', message: 'x' },
      headers: other.cookieHeaders,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.subject).toBeDefined();
    const guest = await callRoute(raise, '/api/v1/grievances', {
      method: 'POST',
      body: { subject: 'a', message: 'b' },
    });
    expect(guest.status).toBe(401);
    const catalogueOnly = await createStaff('staff', { permissions: ['catalogue'] });
    const denied = await callRoute(queue, '/api/v1/admin/grievances', { headers: catalogueOnly.cookieHeaders });
    expect(denied.status).toBe(403);
  });
});
