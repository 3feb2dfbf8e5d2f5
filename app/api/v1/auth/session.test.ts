// The session after login: /auth/me by cookie or Bearer, profile changes, logout, and the request rules
// that guard them (cross-site refusal, JSON only, no 500 from any input).
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_VALIDATION_MESSAGES } from '@/lib/shared/messages/auth';
import { GET as me, PATCH as patchMe } from './me/route';
import { POST as logout } from './logout/route';
import { POST as login } from './login/route';
import { POST as sendOtp } from './send_otp/route';
import { POST as verifyOtp } from './verify_otp/route';
import { POST as resendOtp } from './resend_otp/route';
import { freshEmail, silenceMailLog } from '@/test-support/accounts-api';

silenceMailLog();

const ME = '/api/v1/auth/me';

describe('GET /auth/me', () => {
  it('answers 401 without a session', async () => {
    const answer = await callRoute(me, ME);
    expect(answer.status).toBe(401);
    expect(answer.body.error_code).toBe('UNAUTHENTICATED');
  });

  it('knows the shopper by the cookie and by a Bearer token', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const byCookie = await callRoute(me, ME, { headers: { cookie: `session=${shopper.token}` } });
    const byBearer = await callRoute(me, ME, { headers: shopper.bearerHeaders });
    // Marketing mail and cart reminders stay off until the shopper agrees to them (the consent ledger).
    const off = { agreed: false, agreed_at: null };
    const answer = {
      user: shopper.user,
      marketing_mail: off,
      cart_reminders: off,
      whatsapp_updates: off,
      whatsapp_marketing: off,
    };
    expect(byCookie.body).toEqual(answer);
    expect(byBearer.body).toEqual(answer);
    expect(byBearer.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: the token no longer works, and the cookie is cleared', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const out = await callRoute(logout, '/api/v1/auth/logout', {
      method: 'POST',
      body: {},
      headers: shopper.cookieHeaders,
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/i);
    expect((await callRoute(me, ME, { headers: shopper.bearerHeaders })).status).toBe(401);
    expect((await callRoute(me, ME, { headers: { cookie: `session=${shopper.token}` } })).status).toBe(401);
  });

  it('works for Bearer clients without a body', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    expect(
      (await callRoute(logout, '/api/v1/auth/logout', { method: 'POST', headers: shopper.bearerHeaders })).status,
    ).toBe(204);
    expect((await callRoute(me, ME, { headers: shopper.bearerHeaders })).status).toBe(401);
  });

  it('refuses a cookie-authenticated logout that is not JSON', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const form = await callRoute(logout, '/api/v1/auth/logout', {
      method: 'POST',
      rawBody: 'a=1',
      headers: { ...shopper.cookieHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect((await callRoute(me, ME, { headers: shopper.bearerHeaders })).status).toBe(200);
  });
});

describe('PATCH /auth/me', () => {
  const patch = (headers: Record<string, string>, body: unknown) =>
    callRoute(patchMe, ME, { method: 'PATCH', headers, body });

  it('changes the names and the avatar', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const changed = await patch(shopper.cookieHeaders, {
      first_name: ' Anaya ',
      last_name: 'Rao',
      avatar: 'https://images.example.com/a.png',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toEqual({
      ...shopper.user,
      first_name: 'Anaya',
      last_name: 'Rao',
      name: 'Anaya Rao',
      avatar: 'https://images.example.com/a.png',
    });
    const media = await patch(shopper.bearerHeaders, { avatar: '/media/avatars/a.webp' });
    expect(media.body.user.avatar).toBe('/media/avatars/a.webp');
    const cleared = await patch(shopper.bearerHeaders, { avatar: null });
    expect(cleared.body.user.avatar).toBeNull();
    expect((await callRoute(me, ME, { headers: shopper.bearerHeaders })).body.user.first_name).toBe('Anaya');
  });

  it.each([
    ['a javascript: avatar', { avatar: 'javascript:alert(1)' }, 'avatar', AUTH_VALIDATION_MESSAGES.avatarInvalid],
    ['a media path climbing out', { avatar: '/media/../secret' }, 'avatar', AUTH_VALIDATION_MESSAGES.avatarInvalid],
    ['a data: avatar', { avatar: 'data:image/png;base64,AAAA' }, 'avatar', AUTH_VALIDATION_MESSAGES.avatarInvalid],
    ['a blank first name', { first_name: '   ' }, 'first_name', AUTH_VALIDATION_MESSAGES.firstNameRequired],
    ['a 101-character last name', { last_name: 'x'.repeat(101) }, 'last_name', AUTH_VALIDATION_MESSAGES.nameTooLong],
    ['an email change', { email: 'new@example.com' }, 'body', expect.any(String)],
    ['a number as name', { first_name: 42 }, 'first_name', expect.any(String)],
  ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const shopper = await createShopper({ email: freshEmail() });
    const answer = await patch(shopper.cookieHeaders, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe('VALIDATION_FAILED');
    expect(answer.body.errors[field]).toEqual([message]);
  });

  it('needs a session', async () => {
    expect((await patch({}, { first_name: 'X' })).status).toBe(401);
  });
});

describe('request rules', () => {
  const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new NextRequest(new URL(path, 'http://localhost:3000'), { method: init.method ?? 'GET', headers: init.headers });

  it('refuses cross-site writes to the auth calls (403), and lets same-origin ones through', async () => {
    for (const path of ['/api/v1/auth/login', '/api/v1/auth/verify_otp', '/api/v1/auth/logout']) {
      const refused = proxy(
        request(path, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', cookie: 'session=abc' } }),
      );
      expect(refused.status).toBe(403);
      expect((await refused.json()).error_code).toBe('CROSS_SITE_REQUEST');
    }
    const patchFromElsewhere = proxy(
      request(ME, { method: 'PATCH', headers: { origin: 'https://evil.example', host: 'localhost:3000' } }),
    );
    expect(patchFromElsewhere.status).toBe(403);
    const same = proxy(request('/api/v1/auth/login', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(same.headers.get('x-middleware-next')).toBe('1');
  });

  it('sends /orders and /profile to /login?next=... without a session cookie', () => {
    const orders = proxy(request('/orders?page=2'));
    expect(orders.status).toBe(307);
    const target = new URL(orders.headers.get('location')!);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('next')).toBe('/orders?page=2');
    expect(new URL(proxy(request('/profile')).headers.get('location')!).searchParams.get('next')).toBe('/profile');
    for (const cookie of ['session=abc', '__Host-session=abc']) {
      expect(proxy(request('/orders', { headers: { cookie } })).headers.get('x-middleware-next')).toBe('1');
    }
    expect(proxy(request('/ordersomething')).headers.get('location')).toBeNull();
  });

  const malformed: Array<[string, { rawBody?: string; body?: unknown; headers?: Record<string, string> }]> = [
    ['invalid JSON', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } }],
    ['a form body', { rawBody: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['no body', { rawBody: '', headers: { 'content-type': 'application/json' } }],
    ['an array', { body: [1, 2] }],
    ['null', { body: null }],
    ['a string', { body: 'hello' }],
    [
      'wrong types',
      { body: { email: 5, password: ['x'], purpose: {}, session_token: 7, otp_code: 123456, user: 'me' } },
    ],
    ['a null user', { body: { session_token: 'abc', otp_code: '123456', user: null } }],
    [
      'huge strings',
      {
        body: {
          email: `${'a'.repeat(5000)}@example.com`,
          password: 'p'.repeat(10_000),
          session_token: 't'.repeat(5000),
          otp_code: '1'.repeat(5000),
        },
      },
    ],
    [
      'a too large body',
      { rawBody: JSON.stringify({ email: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' } },
    ],
  ];
  const routes = [
    ['login', login, '/api/v1/auth/login'],
    ['send_otp', sendOtp, '/api/v1/auth/send_otp'],
    ['verify_otp', verifyOtp, '/api/v1/auth/verify_otp'],
    ['resend_otp', resendOtp, '/api/v1/auth/resend_otp'],
  ] as const;

  it.each(routes)('%s answers malformed bodies with a 4xx JSON error, never a 500', async (_name, handler, path) => {
    for (const [label, input] of malformed) {
      const answer = await callRoute(handler, path, {
        method: 'POST',
        ...input,
        headers: { 'sec-fetch-site': 'same-origin', ...input.headers },
      });
      expect([label, answer.status >= 400 && answer.status < 500]).toEqual([label, true]);
      expect([label, typeof answer.body?.message, typeof answer.body?.error_code]).toEqual([label, 'string', 'string']);
    }
  });

  it('PATCH /auth/me answers malformed bodies with 4xx JSON too', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    for (const [label, input] of malformed) {
      const answer = await callRoute(patchMe, ME, {
        method: 'PATCH',
        ...input,
        headers: { ...shopper.cookieHeaders, ...input.headers },
      });
      expect([label, answer.status >= 400 && answer.status < 500]).toEqual([label, true]);
    }
  });
});
