// A registered, logged-in shopper in any request context (a test's own server, for instance): send_otp, the
// code from the development outbox, verify_otp; the session cookie lands in that context.
import { expect, type APIRequestContext } from '@playwright/test';
import { emailedCode, uniqueEmail } from './emailed-code';

export async function registerWith(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('api-shopper');
  const password = 'kundan-2024';
  const sent = await request.post('/api/v1/auth/send_otp', { data: { email, purpose: 'registration' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { session_token } = (await sent.json()) as { session_token: string };
  const verified = await request.post('/api/v1/auth/verify_otp', {
    data: {
      session_token,
      otp_code: await emailedCode(request, email),
      user: { first_name: 'Kavya', last_name: 'Nair', email, password, password_confirmation: password },
    },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, password };
}
