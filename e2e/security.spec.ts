// The shop as an attacker meets it, against the real production server: security headers on every page, a
// nonce-based script policy that still lets pages run, the session cookie and what the browser keeps, writes
// from another site, guessing one-time codes, and stored HTML that must render inert.
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { AUTH_VALIDATION_MESSAGES, OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { pickProduct } from './support/catalogue-and-cart';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { registerWith } from './support/api-shopper';
import { postFrom } from './support/from-address';
import { E2E_MAILBOX_KEY } from './support/e2e-mailbox-key';
import { emailedCode, uniqueEmail } from './support/emailed-code';
import { PrivateServer, runScript } from './support/private-server';
import { registerShopper } from './support/register';
import { expectScriptsCarryNonce, watchCspViolations } from './support/csp-watch';

const NONCE_PAGES = ['/checkout', '/login', '/register', '/orders', '/profile'];
const RAZORPAY_HOST = /razorpay\.com/;

/** Every Content-Security-Policy header of the answer, in order: the browser enforces each of them. */
function policiesOf(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'content-security-policy')
    .map((h) => h.value);
}

function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** The fixed policy (next.config's, or proxy.ts's nonce policy): the first header. */
function cspOf(response: APIResponse): Map<string, string[]> {
  const [header] = policiesOf(response);
  expect(header, `${response.url()} has a Content-Security-Policy`).toBeTruthy();
  return parsePolicy(header);
}

function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  const where = response.url();
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy'], where).toMatch(/geolocation=\(\)/);
  // Plain http: HSTS would be ignored by browsers, and wrong to send.
  expect(headers['strict-transport-security'], where).toBeUndefined();
}

/** The policy of a page: the fixed directives, and where scripts may come from. Answers the nonce, if any. */
function expectPagePolicy(response: APIResponse, path: string, expectNonce: boolean): string | null {
  const csp = cspOf(response);
  expect(csp.get('default-src'), path).toEqual(["'self'"]);
  expect(csp.get('object-src'), path).toEqual(["'none'"]);
  expect(csp.get('base-uri'), path).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(csp.get('form-action'), path).toEqual(["'self'"]);
  const script = csp.get('script-src') ?? [];
  const nonce = script.find((s) => s.startsWith("'nonce-"))?.slice(7, -1) ?? null;
  if (expectNonce) {
    expect(nonce, `${path} has a nonce-based script policy`).toBeTruthy();
    expect(script, path).toContain("'strict-dynamic'");
    expect(script, path).not.toContain("'unsafe-inline'");
  }
  const allRazorpay = [...csp.values()].flat().filter((v) => RAZORPAY_HOST.test(v));
  if (path === '/checkout') expect(script, path).toContain('https://checkout.razorpay.com');
  else expect(allRazorpay, `${path} allows no Razorpay host`).toEqual([]);
  return nonce;
}

test.describe('security headers', () => {
  test('every page and API answer carries them; per-request pages get a fresh nonce on every script', async ({
    page,
    request,
  }) => {
    const product = await pickProduct(request, 1);
    const loggedOut = [
      '/',
      '/categories',
      '/products',
      `/products/${product.id}`,
      `/product/${product.id}`,
      '/cart',
      '/wishlist',
      '/checkout',
      '/order-success',
      '/order-failure',
      '/login',
      '/register',
      '/no/such/page',
      '/orders',
      '/profile',
    ];
    for (const path of loggedOut) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expectBaseHeaders(response);
      // /orders and /profile answer a redirect to login here; the redirect carries the fixed policy too.
      const rendered = response.status() < 300;
      const nonce = expectPagePolicy(response, path, rendered && NONCE_PAGES.includes(path));
      if (rendered && !NONCE_PAGES.includes(path)) expect(nonce, `${path} is prerendered and has no nonce`).toBeNull();
      if (rendered && nonce) expectScriptsCarryNonce(await response.text(), nonce, path);
    }

    // The same nonce is never served twice.
    const nonces = new Set<string | null>();
    for (let i = 0; i < 3; i++) nonces.add(expectPagePolicy(await request.get('/login'), '/login', true));
    expect(nonces.size).toBe(3);

    await registerShopper(page);
    for (const path of ['/orders', '/profile']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expectBaseHeaders(response);
      expectScriptsCarryNonce(await response.text(), expectPagePolicy(response, path, true)!, path);
    }

    const api = await request.get('/api/v1/products?per_page=1');
    expectBaseHeaders(api);

    // Behind an https proxy: HSTS, and the policy upgrades any stray http request.
    const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(cspOf(https).has('upgrade-insecure-requests')).toBe(true);
  });

  test('pages under the nonce policy still hydrate and break no rule of it', async ({ page }) => {
    const { refused, violations } = await watchCspViolations(page);

    // Client-side validation shows only once React runs the form (without it the form would submit).
    await gotoHydrated(page, '/login', 'form button[type="submit"]');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(INPUT_MESSAGES.emailInvalid)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(await violations()).toEqual([]);

    await gotoHydrated(page, '/register', 'form button[type="submit"]');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(AUTH_VALIDATION_MESSAGES.fullNameRequired)).toBeVisible();
    expect(await violations()).toEqual([]);

    // A prerendered page under the static policy: the account menu opens.
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: LAYOUT_MESSAGES.accountMenu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(refused).toEqual([]);
  });

  // Catalogue pages are cached HTML and cannot carry a nonce; each is sent with a second policy naming the
  // hashes of its own inline scripts, so an inline script the page was not built with does not run.
  test('cached catalogue pages allow only their own inline scripts by hash, stay cached, hydrate and add to cart', async ({
    page,
    request,
  }) => {
    const product = await pickProduct(request, 1);
    const paths = [
      '/',
      '/categories',
      '/products',
      '/products?search=ring&sort=price_asc',
      `/products/${product.id}`,
      `/product/${product.id}`,
      '/cart',
      '/wishlist',
    ];
    for (const path of paths) {
      // The second request is answered from the cache, the first may be rendered for it: both carry the policy.
      for (const attempt of [1, 2]) {
        const response = await request.get(path);
        const where = `${path} (request ${attempt})`;
        expect(response.status(), where).toBe(200);
        expect(response.headers()['cache-control'], where).toMatch(/s-maxage=\d+/);
        const policies = policiesOf(response);
        expect(policies.length, where).toBe(2);
        const script = parsePolicy(policies[1]).get('script-src') ?? [];
        expect(script[0], where).toBe("'self'");
        expect(
          script.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
          where,
        ).toBe(true);
        expect(script, where).not.toContain("'unsafe-inline'");
        const html = await response.text();
        const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
          ([, attrs]) => !/\ssrc=|type="application\/ld\+json"/.test(attrs),
        );
        expect(inline.length, where).toBeGreaterThan(0);
        for (const [, , body] of inline)
          expect(script, where).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }

    const { refused, violations } = await watchCspViolations(page);
    for (const path of paths) {
      await gotoHydrated(page, path);
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    expect(refused).toEqual([]);

    await gotoHydrated(page, `/products/${product.id}`);
    await page.getByRole('button', { name: PRODUCT_MESSAGES.addToCart, exact: true }).first().click();
    await expect(
      page.getByRole('alert', { includeHidden: true }).filter({ hasText: CART_MESSAGES.added }),
    ).toBeVisible();
    expect(await violations()).toEqual([]);

    // An inline script injected into the page (what a markup injection would do) is refused.
    const ran = await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.__injected = true';
      document.body.append(injected);
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    expect(await violations()).toEqual(['script-src-elem inline']);
  });
});

test('the session cookie is httpOnly, SameSite=Lax and site-wide; the browser keeps no token or password', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(page);
  await page.context().clearCookies();

  // Logs in through the form and the emailed code, as a shopper does.
  await gotoHydrated(page, '/login', 'form button[type="submit"]');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Verification code').fill(await emailedCode(request, shopper.email, 1));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'session');
  expect(session, 'a session cookie').toBeTruthy();
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect(session!.expires).toBeGreaterThan(Date.now() / 1000);
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);

  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key) ?? '']),
    ),
  );
  expect(stored.map(([key]) => key)).toContain('user');
  for (const [key, value] of stored) {
    expect(key, 'no storage key names a token or password').not.toMatch(/token|password/i);
    expect(value, `${key} holds no password`).not.toContain(shopper.password);
    expect(value, `${key} holds no session token`).not.toContain(session!.value);
    expect(value, `${key} holds no token`).not.toMatch(/token/i);
  }
});

test('a write from another site is refused even with the shopper’s cookie', async ({ page, request }) => {
  await registerShopper(page);
  const product = await pickProduct(request, 1, 6);
  const cart = async () => (await (await page.request.get('/api/v1/cart')).json()) as { cart_items: unknown[] };
  const before = await cart();
  const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

  const attempts: APIResponse[] = [
    await page.request.post('/api/v1/cart/add_item', {
      headers: crossSite,
      data: { product_id: product.id, quantity: 1 },
    }),
    await page.request.post('/api/v1/cart/add_or_update', {
      headers: { Origin: 'https://evil.example' },
      data: { product_id: product.id, quantity: 2 },
    }),
    await page.request.delete('/api/v1/cart/clear', { headers: crossSite }),
    await page.request.post('/api/v1/auth/logout', { headers: crossSite }),
    await page.request.post('/api/v1/orders', { headers: { 'Sec-Fetch-Site': 'same-site' }, data: {} }),
  ];
  for (const response of attempts) {
    expect(response.status(), response.url()).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'CROSS_SITE_REQUEST', message: expect.any(String) });
  }
  expect(await cart()).toEqual(before);
  expect((await page.request.get('/api/v1/auth/me')).ok(), 'the session outlived the cross-site logout').toBe(true);

  // The same write from the shop's own pages goes through.
  const own = await page.request.post('/api/v1/cart/add_item', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    data: { product_id: product.id, quantity: 1 },
  });
  expect(own.status(), await own.text()).toBe(200);
  expect((await cart()).cart_items).toHaveLength(before.cart_items.length + 1);
});

test('the kept mail opens only with the mailbox key: without it or with a wrong one, both are 404', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('mailbox');
  const sent = await request.post('/api/v1/auth/send_otp', { data: { email, purpose: 'registration' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await emailedCode(request, email);
  for (const path of [
    `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    `/api/dev/outbox?to=${encodeURIComponent(email)}&key=${E2E_MAILBOX_KEY}x`,
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text()).not.toContain(code);
  }
  expect((await request.get('/api/dev/outbox', { headers: { 'x-mailbox-key': E2E_MAILBOX_KEY } })).status()).toBe(200);
  for (const path of ['/dev/mailbox', '/dev/mailbox?key=guess']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByText(code)).toHaveCount(0);
  }
  const opened = await page.goto(`/dev/mailbox?key=${E2E_MAILBOX_KEY}&to=${encodeURIComponent(email)}`);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: new RegExp(code) })).toBeVisible();
});

test('an address with a broken percent-escape, or a router state Next cannot parse, gets a 400 (JSON from the API, a page that links home), never a 500', async ({
  page,
  request,
}) => {
  // Next answers both with a bare 500; the shop's server refuses them first (server-runtime/unreadable-request.cjs).
  for (const path of ['/api/v1/products/%E0%A4', '/api/v1/orders/%E0%A4/cancel', '/media/products/%ZZ.webp']) {
    const answer = path.includes('/cancel') ? await request.post(path, { data: {} }) : await request.get(path);
    expect(answer.status(), path).toBe(400);
    if (path.startsWith('/api/'))
      expect(await answer.json(), path).toEqual({ message: expect.any(String), error_code: ERROR_CODES.malformedPath });
  }
  // A router state header Next cannot parse: it would throw while rendering a per-request page.
  const state = await request.get('/orders', { headers: { rsc: '1', 'next-router-state-tree': 'garbage' } });
  expect(state.status()).toBe(400);
  const shown = await page.goto('/categories/%E0%A4/x');
  expect(shown?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This page address is not valid' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the server tells clients apart by socket address: one address guessing a password does not lock out another', async ({
  request,
  baseURL,
}) => {
  const { email, password } = await registerWith(request);
  const login = (from: string, pass: string, headers?: Record<string, string>) =>
    postFrom(from, baseURL!, '/api/v1/auth/login', { email, password: pass }, headers);
  for (let i = 0; i < 10; i++)
    expect((await login('127.0.0.2', `guess-number-${i}`)).status, `guess ${i + 1}`).toBe(401);
  const guesser = await login('127.0.0.2', password);
  expect(guesser.status).toBe(429);
  expect(guesser.body.retry_after).toEqual(expect.any(Number));
  // A forged forwarding header does not make the guesser someone else (no TRUST_PROXY here).
  expect(
    (await login('127.0.0.2', password, { 'x-forwarded-for': '127.0.0.3', 'x-real-ip': '127.0.0.3' })).status,
  ).toBe(429);
  const owner = await login('127.0.0.3', password);
  expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  expect(owner.body.otp_required).toBe(true);
});

test('guessing a one-time code ends the code after five wrong tries, even for the right code after', async ({
  request,
}) => {
  const email = uniqueEmail('brute');
  const password = 'kundan-2024';
  const sent = await request.post('/api/v1/auth/send_otp', { data: { email, purpose: 'registration' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { session_token } = (await sent.json()) as { session_token: string };
  const code = await emailedCode(request, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const user = { first_name: 'Brute', last_name: 'Force', email, password, password_confirmation: password };
  const verify = (otp_code: string) =>
    request.post('/api/v1/auth/verify_otp', { data: { session_token, otp_code, user } });

  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = await verify(wrong);
    expect(answer.status(), `wrong code ${attempt}`).toBe(400);
    expect(await answer.json()).toMatchObject({ error_code: AUTH_ERROR_CODES.invalidOtp });
  }
  const sixth = await verify(wrong);
  expect(sixth.status()).toBe(429);
  expect(await sixth.json()).toMatchObject({
    error_code: AUTH_ERROR_CODES.tooManyAttempts,
    message: OTP_SERVER_MESSAGES.tooManyAttempts,
  });

  const right = await verify(code);
  expect(right.status()).toBe(429);
  expect(await right.json()).toMatchObject({ error_code: AUTH_ERROR_CODES.tooManyAttempts });
  expect(right.headers()['set-cookie'] ?? '').not.toMatch(/session=/);
  // No account was made: the address and password do not log in.
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status()).toBe(401);
});

test.describe('stored HTML', () => {
  /** Anything in a dialog's content that could run or send: scripts, frames, forms, handlers, javascript: URLs. */
  async function activeContent(dialog: Locator): Promise<string[]> {
    return dialog.locator('.MuiDialogContent-root').evaluate((root) => {
      const found: string[] = [];
      const forbidden = [
        'script',
        'iframe',
        'frame',
        'object',
        'embed',
        'svg',
        'math',
        'form',
        'input',
        'button',
        'textarea',
        'style',
        'link',
        'meta',
        'base',
        'img',
      ];
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase();
        if (forbidden.includes(tag)) found.push(`<${tag}>`);
        for (const attr of Array.from(el.attributes)) {
          if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
          if (attr.name === 'style') found.push(`${tag}[style]`);
          if (
            /^(href|src|action|formaction|xlink:href)$/.test(attr.name) &&
            /^javascript:/i.test(attr.value.replace(/[\s\u0000-\u001f]/g, ''))
          ) {
            found.push(`${tag}[${attr.name}="${attr.value}"]`);
          }
        }
        if (tag === 'a' && el.getAttribute('target') === '_blank' && !/noopener/.test(el.getAttribute('rel') ?? ''))
          found.push('a[target=_blank] without rel=noopener');
      }
      return found;
    });
  }

  async function openLegal(page: Page, label: string): Promise<Locator> {
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: LAYOUT_MESSAGES.legalNav })
      .getByRole('link', { name: label, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: label });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('the legal dialogs hold no script, no handler and no javascript: link', async ({ page, request }) => {
    const settings = (await (await request.get('/api/v1/shop/settings')).json()) as ShopSettings;
    expect(settings.legal_links.length).toBeGreaterThan(0);
    await gotoHydrated(page, '/');
    for (const link of settings.legal_links) {
      const dialog = await openLegal(page, link.label);
      await expect(dialog.locator('.MuiDialogContent-root h3').first()).toBeVisible();
      expect(await activeContent(dialog), link.label).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('hostile HTML stored as a legal page renders inert', async ({ page }) => {
    test.setTimeout(120_000);
    // Its own server and database: the hostile content must not reach the pages the other tests read.
    const server = await PrivateServer.create((dataDir) => runScript(dataDir, 'e2e/support/store-hostile-legal.ts'));
    try {
      const settings = (await (
        await page.request.get(`${server.baseURL}/api/v1/shop/settings`)
      ).json()) as ShopSettings;
      const hostile = settings.legal_links[0];
      expect(hostile.content).toContain('<script>');
      // /login renders per request, so its footer reads the settings as stored now.
      await gotoHydrated(page, `${server.baseURL}/login`);
      const dialog = await openLegal(page, hostile.label);
      await expect(dialog.getByText('Plain words stay.')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.com/terms');
      expect(await activeContent(dialog)).toEqual([]);
      // Only the https link is still a link; the javascript: ones lost their address.
      await expect(dialog.locator('.MuiDialogContent-root').getByRole('link')).toHaveCount(1);
      await dialog.getByText('Handler', { exact: true }).click();
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    } finally {
      await server.dispose();
    }
  });
});
