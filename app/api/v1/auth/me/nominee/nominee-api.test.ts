// The nominee (DPDP Act s.14): named with an email or a mobile number, read back, replaced, removed; a body
// without a way to reach the nominee is refused naming the field; only the signed-in holder reaches it.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { DELETE as remove, GET as read, PUT as name } from './route';

describe('the nominee', () => {
  it('is saved, read back, replaced and removed', async () => {
    const shopper = await createShopper();
    const headers = shopper.cookieHeaders;
    expect((await callRoute(read, '/api/v1/auth/me/nominee', { headers })).body).toEqual({ nominee: null });

    const saved = await callRoute(name, '/api/v1/auth/me/nominee', {
      method: 'PUT',
      body: { name: 'Kavita Verma', email: 'Kavita@Example.com', phone: '098765 43210' },
      headers,
    });
    expect(saved.status).toBe(200);
    const nominee = { name: 'Kavita Verma', email: 'kavita@example.com', phone: '+919876543210' };
    expect(saved.body).toEqual({ nominee });
    expect((await callRoute(read, '/api/v1/auth/me/nominee', { headers })).body).toEqual({ nominee });

    const byPhone = await callRoute(name, '/api/v1/auth/me/nominee', {
      method: 'PUT',
      body: { name: 'Rohan Verma', phone: '+91 7012345678', email: '' },
      headers,
    });
    expect(byPhone.body).toEqual({ nominee: { name: 'Rohan Verma', email: null, phone: '+917012345678' } });

    const gone = await callRoute(remove, '/api/v1/auth/me/nominee', { method: 'DELETE', headers });
    expect(gone.body).toEqual({ nominee: null });
    expect((await callRoute(read, '/api/v1/auth/me/nominee', { headers })).body).toEqual({ nominee: null });
  });

  it('needs an email or a valid mobile number, and a session', async () => {
    const shopper = await createShopper();
    const put = (body: unknown, headers: Record<string, string> = shopper.cookieHeaders) =>
      callRoute(name, '/api/v1/auth/me/nominee', { method: 'PUT', body, headers });
    const noContact = await put({ name: 'Kavita' });
    expect(noContact.status).toBe(400);
    expect(noContact.body.errors.email).toBeDefined();
    const badPhone = await put({ name: 'Kavita', phone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errors.phone).toBeDefined();
    const noName = await put({ name: ' ', email: 'k@example.com' });
    expect(noName.body.errors.name).toBeDefined();
    expect((await put({ name: 'Kavita', email: 'k@example.com' }, {})).status).toBe(401);
  });
});

it('writes nothing when nothing changes', async () => {
  const shopper = await createShopper();
  const headers = shopper.cookieHeaders;
  const db = await getDb();
  const stamp = async () => (await db.select().from(users).where(eq(users.id, shopper.user.id)))[0].updatedAt;
  const before = await stamp();
  await callRoute(remove, '/api/v1/auth/me/nominee', { method: 'DELETE', headers });
  expect(await stamp()).toEqual(before);
  const body = { name: 'Kavita Verma', email: 'kavita@example.com' };
  await callRoute(name, '/api/v1/auth/me/nominee', { method: 'PUT', body, headers });
  const named = await stamp();
  expect(named.getTime()).toBeGreaterThanOrEqual(before.getTime());
  await new Promise((resolve) => setTimeout(resolve, 5));
  await callRoute(name, '/api/v1/auth/me/nominee', { method: 'PUT', body, headers });
  expect(await stamp()).toEqual(named);
});
