// A new, logged-in shopper for browser tests, registered through the real account API (spec section 7,
// Authentication): send_otp, the code read from the development outbox, verify_otp, which sets the session
// cookie. It uses page.request, so the cookie lands in the page's browser context.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Shopper = { email: string; password: string; firstName: string; lastName: string };

/** Whether the accounts feature is in this build (its API answers); tests that need a login skip without it. */
export async function accountsAvailable(request: APIRequestContext): Promise<boolean> {
  const res = await request.post('/api/v1/auth/send_otp', { data: {} });
  return res.status() !== 404 && res.status() !== 405;
}

export async function registerShopper(page: Page): Promise<Shopper> {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const shopper: Shopper = { email: `e2e-${suffix}@example.com`, password: 'secret123', firstName: 'Meera', lastName: 'Iyer' };

  const sent = await page.request.post('/api/v1/auth/send_otp', { data: { email: shopper.email, purpose: 'registration' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { session_token } = (await sent.json()) as { session_token: string };

  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`);
  expect(outbox.ok(), await outbox.text()).toBe(true);
  const { messages } = (await outbox.json()) as { messages: { subject: string }[] };
  const code = messages[0]?.subject.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'the registration email carries a 6-digit code').toBeTruthy();

  const verified = await page.request.post('/api/v1/auth/verify_otp', {
    data: {
      session_token,
      otp_code: code,
      user: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, password: shopper.password, password_confirmation: shopper.password },
    },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return shopper;
}
