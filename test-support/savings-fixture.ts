// The savings plan tests' helpers: a moved clock (Date only; PGlite's timers keep running), a session made at
// the moved time, and the calls of the plan's routes.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { sessions } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/auth/sessions';
import { SANDBOX_CARDS } from '@/lib/server/payments/providers/sandbox-card';
import { POST as planRoute } from '@/app/api/v1/admin/savings/plans/route';
import { POST as enrolRoute, GET as enrolmentsRoute } from '@/app/api/v1/savings/enrolments/route';
import { POST as payRoute } from '@/app/api/v1/savings/enrolments/[id]/pay/route';
import { POST as sandboxPayRoute } from '@/app/api/v1/payments/sandbox/pay/route';
import { callRoute } from './call-route';
import { verifyCall } from './checkout-fixtures';

const NOT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Moves Date (only) to an instant; jest.useRealTimers() puts it back. */
export function clockAt(iso: string): void {
  jest.useFakeTimers({ doNotFake: [...NOT_DATE], now: new Date(iso) });
}

/** Headers of a session made now on the moved clock (a session made at the real time would look idle). */
export async function signedIn(userId: number): Promise<Record<string, string>> {
  const { token } = await createSession(userId);
  const db = await getDb();
  const now = new Date();
  await db.update(sessions).set({ lastUsedAt: now, createdAt: now }).where(eq(sessions.userId, userId));
  return { cookie: `session=${token}`, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
}

export const createPlan = (headers: Record<string, string>, body: Record<string, unknown>) =>
  callRoute(planRoute, '/api/v1/admin/savings/plans', { method: 'POST', body, headers });

export const enrol = (headers: Record<string, string>, body: Record<string, unknown>) =>
  callRoute(enrolRoute, '/api/v1/savings/enrolments', { method: 'POST', body, headers });

export const myEnrolments = async (headers: Record<string, string>) =>
  (await callRoute(enrolmentsRoute, '/api/v1/savings/enrolments', { headers })).body.enrolments;

export const openPayment = (headers: Record<string, string>, id: number) =>
  callRoute(payRoute, `/api/v1/savings/enrolments/${id}/pay`, { method: 'POST', params: { id: String(id) }, headers });

/** Opens the month's payment, pays it on the sandbox's card page, and verifies it as the browser would. */
export async function payInstalment(headers: Record<string, string>, id: number) {
  const opened = await openPayment(headers, id);
  if (opened.status !== 200) return opened;
  const card = await callRoute(sandboxPayRoute, '/api/v1/payments/sandbox/pay', {
    method: 'POST',
    body: { razorpay_order_id: opened.body.razorpay_order_id, card_number: SANDBOX_CARDS.success },
    headers,
  });
  expect(card.status).toBe(200);
  return verifyCall(headers, { order_id: id, ...card.body });
}
