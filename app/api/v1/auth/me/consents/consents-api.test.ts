// The consent ledger as the buyer and the owner see it: one row per change, newest first, with its source.
import { GET as consents } from '@/app/api/v1/auth/me/consents/route';
import { GET as me, PATCH as patchMe } from '@/app/api/v1/auth/me/route';
import { GET as adminCustomer } from '@/app/api/v1/admin/customers/[id]/route';
import { getDb } from '@/lib/server/db';
import { hasConsent, recordConsent } from '@/lib/server/consents';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';

async function setMarketing(s: Awaited<ReturnType<typeof createShopper>>, given: boolean) {
  const res = await callRoute(patchMe, '/api/v1/auth/me', {
    method: 'PATCH',
    body: { marketing_mail: given },
    headers: s.cookieHeaders,
  });
  expect(res.status).toBe(200);
  return res;
}

describe('GET /api/v1/auth/me/consents', () => {
  it('shows given, withdrawn and given again as three entries, newest first, with times and sources', async () => {
    const s = await createShopper();
    await setMarketing(s, true);
    await setMarketing(s, true); // already given: no new row
    await setMarketing(s, false);
    await setMarketing(s, true);
    const res = await callRoute(consents, '/api/v1/auth/me/consents', { headers: s.cookieHeaders });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('private');
    const list = res.body.consents as { purpose: string; given: boolean; at: string; source: string }[];
    expect(list.map((e) => [e.purpose, e.given, e.source])).toEqual([
      ['marketing_mail', true, 'profile'],
      ['marketing_mail', false, 'profile'],
      ['marketing_mail', true, 'profile'],
    ]);
    const times = list.map((e) => Date.parse(e.at));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect(times[0]).toBeGreaterThanOrEqual(times[2]);
    const profile = await callRoute(me, '/api/v1/auth/me', { headers: s.cookieHeaders });
    expect(profile.body.marketing_mail).toEqual({ agreed: true, agreed_at: list[0].at });
  });

  it('needs a session', async () => {
    const res = await callRoute(consents, '/api/v1/auth/me/consents', {});
    expect(res.status).toBe(401);
  });

  it('records one change when the same change is asked twice at once', async () => {
    const s = await createShopper();
    const db = await getDb();
    const change = { userId: s.user.id, purpose: 'whatsapp_updates', given: true, source: 'whatsapp_start' } as const;
    const written = await Promise.all([recordConsent(db, change), recordConsent(db, change)]);
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await hasConsent(db, s.user.id, 'whatsapp_updates')).toBe(true);
    expect(await hasConsent(db, s.user.id, 'whatsapp_marketing')).toBe(false);
  });

  it("is shown in the back office's customer view with who changed it", async () => {
    const s = await createShopper();
    const owner = await createStaff('owner');
    await setMarketing(s, true);
    await recordConsent(await getDb(), {
      userId: s.user.id,
      purpose: 'marketing_mail',
      given: false,
      source: 'owner',
      actor: `staff:${owner.user.id}`,
    });
    const res = await callRoute(adminCustomer, `/api/v1/admin/customers/${s.user.id}`, {
      headers: owner.cookieHeaders,
      params: { id: String(s.user.id) },
    });
    expect(res.status).toBe(200);
    expect(res.body.customer.marketing_mail_at).toBeNull();
    expect(res.body.customer.consents).toEqual([
      expect.objectContaining({ purpose: 'marketing_mail', given: false, source: 'owner', actor: `staff:${owner.user.id}` }),
      expect.objectContaining({ purpose: 'marketing_mail', given: true, source: 'profile', actor: `user:${s.user.id}` }),
    ]);
  });
});
