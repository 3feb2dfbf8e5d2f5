// The owner's goodwill gift card: the refunds permission and a recent password, audited without the code,
// mailed to the recipient, its code answered once and spendable at once.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, mailOutbox, sessions } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth';
import { callRoute } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { createShopper } from '@/test-support/create-shopper';
import { giftCardLastDay } from '@/lib/shared/gift-card-rules';
import { shopToday } from '@/lib/shared/shop-time';
import { POST as issue } from './route';
import { GET as lookUp } from '../../gift_cards/[code]/route';

let owner: StaffAccount;
let clerk: StaffAccount;
let stale: StaffAccount;
beforeAll(async () => {
  owner = await createStaff('owner');
  clerk = await createStaff('staff');
  stale = await createStaff('owner');
});

const issueCall = (body: unknown, headers: Record<string, string>) =>
  callRoute(issue, '/api/v1/admin/gift_cards', { method: 'POST', body, headers });

describe('POST /admin/gift_cards', () => {
  it('issues a card with its code, mailed to the recipient and audited without the code', async () => {
    const res = await issueCall(
      { amount: 1000, recipient_email: 'Lucky@Example.com', reason: 'Late delivery, sorry' },
      owner.cookieHeaders,
    );
    expect(res.status).toBe(201);
    const { code, balance, expires_on, id } = res.body.gift_card;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(balance).toBe(1000);
    expect(expires_on).toBe(giftCardLastDay(shopToday()));
    const db = await getDb();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lucky@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(code);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'gift_card.issue_by_hand'), eq(auditLog.entityId, String(id))));
    expect(entry.after).toMatchObject({ amount: 1000, reason: 'Late delivery, sorry', code_last4: code.slice(-4) });
    expect(JSON.stringify(entry.after)).not.toContain(code.replace(/-/g, ''));
    const looked = await callRoute(lookUp, '/api/v1/gift_cards/x', { params: { code } });
    expect(looked.body.gift_card).toEqual({ balance: 1000, expires_on, status: 'active' });
  });

  it('keeps to ₹500 to ₹1,00,000 and needs a reason', async () => {
    const call = (amount: number, reason = 'Goodwill') => issueCall({ amount, reason }, owner.cookieHeaders);
    expect((await call(499.99)).status).toBe(400);
    expect((await call(500)).status).toBe(201);
    expect((await call(100_000)).status).toBe(201);
    expect((await call(100_000.01)).status).toBe(400);
    expect((await call(600, '  ')).status).toBe(400);
  });

  it("is refused to staff (refunds are the owner's), to shoppers, and without a recent password", async () => {
    const body = { amount: 500, reason: 'Goodwill' };
    expect((await issueCall(body, clerk.cookieHeaders)).status).toBe(403);
    expect((await issueCall(body, (await createShopper()).cookieHeaders)).status).toBe(403);
    expect((await issueCall(body, stale.cookieHeaders)).status).toBe(201);
    await (
      await getDb()
    )
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(stale.token)));
    const asked = await issueCall(body, stale.cookieHeaders);
    expect(asked.status).toBe(401);
    expect(asked.body.error_code).toBe('REAUTH_REQUIRED');
  });
});
