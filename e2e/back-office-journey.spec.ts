// The shop owner's journeys through the back office, on desktop and phone: the first-run link,
// a new piece with a photo that the shop shows at once, shipping and refunding a real sandbox order that the
// shopper follows, staff refused what is the owner's, and every back-office page clean under axe.
import sharp from 'sharp';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInToBackOffice } from './support/back-office';
import { E2E_OWNER } from './support/back-office-accounts';
import { fillCart, pickProduct } from './support/catalogue-and-cart';
import { fillShippingForm, payInSandbox } from './support/checkout-steps';
import { PrivateServer } from './support/private-server';
import { emailedCode } from './support/emailed-code';
import { gotoHydrated } from './support/hydration';
import { registerShopper } from './support/register';
import { outboxPath } from './support/e2e-mailbox-key';

async function ownerPage(
  browser: Browser,
  baseURL: string | undefined,
  who: 'owner' | 'staff' = 'owner',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: test.info().project.use.viewport ?? undefined,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
  });
  const page = await context.newPage();
  await signInToBackOffice(page, who);
  return page;
}

/**
 * Answers the password prompt that refunds and staff changes show when the sign-in is older than 10 minutes
 * (the back-office session is shared by the whole run, so it often is), then waits for `outcome`. The prompt
 * opens only after the server has refused the first try, so this waits for whichever comes first.
 */
async function confirmPasswordIfAsked(page: Page, outcome: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog.or(outcome).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByLabel('Password').fill(E2E_OWNER.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(outcome).toBeVisible();
}

/** A shopper's order paid through the sandbox checkout, as a shopper pays it. */
async function paidOrder(page: Page, request: Page['request']): Promise<number> {
  await registerShopper(page);
  const product = await pickProduct(request, 3, 5);
  await fillCart(page, product, 1);
  await page.goto('/checkout');
  await fillShippingForm(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInSandbox(page);
  await expect(page).toHaveURL(/\/order-success/);
  const { orders } = (await (await page.request.get('/api/v1/orders')).json()) as {
    orders: { id: number; status: string }[];
  };
  expect(orders[0].status).toBe('confirmed');
  return orders[0].id;
}

// One run is enough (desktop only): it starts a server of its own.
test(
  'a new shop prints a single-use link that creates the owner account',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const server = await PrivateServer.create();
    try {
      const link = /Create the shop owner's account: (http:\/\/localhost:\d+\/admin\/setup\?token=[\w-]+)/.exec(
        server.output(),
      )?.[1];
      expect(link, server.output()).toBeDefined();
      await page.goto(link!.replace(/http:\/\/localhost:\d+/, server.baseURL));
      await expect(page.getByRole('heading', { name: "Create the shop owner's account" })).toBeVisible();
      await page.getByLabel('First name').fill('Lakshmi');
      await page.getByLabel('Email').fill('lakshmi@maker.test');
      await page.getByLabel('Password').fill('first-owner-1');
      await page.getByRole('button', { name: 'Create owner account' }).click();
      await expect(page.getByText('The owner account is ready')).toBeVisible();
      // The link is spent.
      await page.goto(link!.replace(/http:\/\/localhost:\d+/, server.baseURL));
      await expect(page.getByText(/^This set-up link is not valid/)).toBeVisible();
    } finally {
      await server.dispose();
    }
  },
);

test('the owner adds a piece with a photo, and the shop shows it on its page, in the list and in search', async ({
  browser,
  baseURL,
}) => {
  const admin = await ownerPage(browser, baseURL);
  const word = `Zarkan${Date.now().toString(36)}`;
  const name = `${word} Peacock Jhumka`;
  await admin.goto('/admin/products/new');
  await admin.getByLabel('Name').fill(name);
  await admin.getByLabel('Price (₹)', { exact: false }).first().fill('2499');
  await admin.getByLabel('Stock', { exact: true }).fill('4');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/(\d+)$/.exec(admin.url())![1]);

  const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 180, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  await admin
    .locator('input[type=file][name=file]')
    .setInputFiles({ name: 'jhumka.jpg', mimeType: 'image/jpeg', buffer: photo });
  await admin.getByLabel('Description of the new picture').fill('Peacock jhumka, front');
  await admin.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByRole('img', { name: 'Peacock jhumka, front' })).toBeVisible();

  const shop = await browser.newPage({ baseURL });
  await shop.goto(`/products/${id}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByRole('img', { name: 'Peacock jhumka, front' }).first()).toBeVisible();
  // Lists may serve the view they had once more while it is rebuilt: within 5 seconds the new piece is there.
  for (const list of [`/products?search=${word}`, '/products?sort=created_at_desc']) {
    await expect(async () => {
      await shop.goto(list);
      await expect(shop.getByText(name).filter({ visible: true }).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 5000 });
  }
  await expect(async () => {
    expect(await (await shop.request.get('/sitemaps/products-1.xml')).text()).toContain(`/products/${id}</loc>`);
  }).toPass({ timeout: 5000 });
  await shop.close();
  await admin.context().close();
});

test('the owner ships a paid order with tracking, the shopper sees it, and the owner refunds part of it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two people's journeys in one: a shopper registers and pays through the shop's own pages, then the owner
  // signs in, ships and refunds. On the phone project beside another worker it takes 35-57 s of the usual 60.
  test.slow();
  const orderId = await paidOrder(page, request);
  const admin = await ownerPage(browser, baseURL);
  await admin.goto('/admin/orders');
  await admin.getByRole('link', { name: `#${orderId}` }).click();
  await expect(admin.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await admin.getByRole('form', { name: 'Ship the order' }).getByLabel('Courier').fill('Delhivery');
  await admin.getByLabel('Tracking number').fill('DLV123456789IN');
  await admin.getByLabel('Tracking link (https://…)').fill('https://www.delhivery.com/track/package/DLV123456789IN');
  await admin.getByRole('button', { name: 'Mark shipped and email the customer' }).click();
  await expect(admin.getByText('Shipped', { exact: false }).first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  await admin.getByLabel(/Amount to refund/).fill('100');
  await admin.getByLabel('Reason').fill('Clasp replaced');
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  await confirmPasswordIfAsked(admin, admin.getByText('₹100 · processed'));

  await page.goto('/orders');
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Delhivery, tracking number DLV123456789IN')).toBeVisible();
  await expect(details.getByText(/₹100 on/)).toBeVisible();
  await admin.context().close();
});

test('staff run orders and products but are refused refunds and settings', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A shopper's whole purchase through the shop's pages comes first (as above): 40-48 s of the usual 60.
  test.slow();
  const orderId = await paidOrder(page, request);
  const staff = await ownerPage(browser, baseURL, 'staff');
  await staff.goto('/admin');
  const nav = staff.getByRole('navigation', { name: 'Back office' });
  if (test.info().project.name === 'phone') await staff.getByRole('button', { name: 'Open back-office menu' }).click();
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await staff.goto('/admin/settings');
  await expect(staff.getByRole('main').getByText('Your account may not do this')).toBeVisible();
  const refund = await staff.request.post(`/api/v1/admin/orders/${orderId}/refunds`, { data: { amount: 1 } });
  expect(refund.status()).toBe(403);
  expect(((await refund.json()) as { error_code: string }).error_code).toBe('FORBIDDEN');
  const settings = await staff.request.patch('/api/v1/admin/settings', { data: { copyright: 'x' } });
  expect(settings.status()).toBe(403);
  await staff.context().close();
});

// One run is enough (desktop only): the desktop project walks it.
test(
  'the owner invites a helper by email, who sets a password through the link and signs in to the back office',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }) => {
    const admin = await ownerPage(browser, baseURL);
    const helper = `helper.${Date.now().toString(36)}@e2e-shop.test`;
    await admin.goto('/admin/staff');
    await admin.getByLabel('Email').fill(helper);
    // The helper may set the metal rates but not the coupons.
    const inviteForm = admin.getByRole('form', { name: 'Invite a helper' });
    await expect(inviteForm.getByRole('checkbox', { name: 'Metal rates (re-price the catalogue)' })).not.toBeChecked();
    await inviteForm.getByRole('checkbox', { name: 'Metal rates (re-price the catalogue)' }).check();
    await inviteForm.getByRole('checkbox', { name: 'Coupons' }).uncheck();
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await confirmPasswordIfAsked(admin, admin.getByText(helper, { exact: true }));

    let link = '';
    await expect(async () => {
      const { messages } = (await (await page.request.get(outboxPath(helper))).json()) as {
        messages: { text: string }[];
      };
      link = /\/admin\/invite\?token=[\w-]+/.exec(messages[0]?.text ?? '')?.[0] ?? '';
      expect(link).not.toBe('');
    }).toPass();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join the shop as staff' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(helper);
    await page.getByLabel('First name').fill('Anu');
    await page.getByLabel('Password').fill('helper-pass-2026');
    await page.getByRole('button', { name: 'Create staff account' }).click();
    await expect(page.getByText('Your staff account is ready')).toBeVisible();

    const started = await page.request.post('/api/v1/auth/login', {
      data: { email: helper, password: 'helper-pass-2026' },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const { session_token } = (await started.json()) as { session_token: string };
    const verified = await page.request.post('/api/v1/auth/verify_otp', {
      data: {
        session_token,
        otp_code: await emailedCode(page.request, helper, 1),
        email: helper,
        password: 'helper-pass-2026',
      },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Metal rates' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
    await page.goto('/admin/coupons');
    await expect(page.getByRole('main').getByText('Your account may not do this')).toBeVisible();
    expect((await page.request.get('/api/v1/admin/coupons')).status()).toBe(403);
    await page.goto(link);
    await expect(page.getByText(/^This invitation is not valid/)).toBeVisible();
    await admin.context().close();
  },
);

// One test per page, so the two workers share the sweep, each page has the usual time limit, and a report names
// the page that failed. (As one test of fifteen pages it needed three minutes on a busy 2-core machine.)
const BACK_OFFICE_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/products/1',
  '/admin/products/new',
  '/admin/rates',
  '/admin/categories',
  '/admin/carousel',
  '/admin/legal-pages',
  '/admin/coupons',
  '/admin/reviews',
  '/admin/customers',
  '/admin/settings',
  '/admin/staff',
  '/admin/audit',
];

async function expectNoAxeViolations(admin: Page, path: string): Promise<void> {
  await admin.goto(path);
  await expect(admin.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Grids and charts fill in after their first read.
  await admin.waitForLoadState('networkidle').catch(() => undefined);
  expect(await axeViolations(admin), path).toEqual([]);
}

for (const path of BACK_OFFICE_PAGES) {
  test(`axe finds nothing on the back office page ${path}`, async ({ browser, baseURL }) => {
    const admin = await ownerPage(browser, baseURL);
    await expectNoAxeViolations(admin, path);
    await admin.context().close();
  });
}

test("axe finds nothing on an order's and a customer's back office page", async ({ browser, baseURL }) => {
  const admin = await ownerPage(browser, baseURL);
  const { orders } = (await (await admin.request.get('/api/v1/admin/orders?per_page=1')).json()) as {
    orders: { id: number }[];
  };
  const { customers } = (await (await admin.request.get('/api/v1/admin/customers?per_page=1')).json()) as {
    customers: { id: number }[];
  };
  // The e2e server's demo shop has customers, and orders from the journeys that ran before on this server.
  expect(customers.length).toBeGreaterThan(0);
  if (orders[0]) await expectNoAxeViolations(admin, `/admin/orders/${orders[0].id}`);
  await expectNoAxeViolations(admin, `/admin/customers/${customers[0].id}`);
  await admin.context().close();
});

test('the settings page gives the product feeds’ addresses, which serve the feeds', async ({ browser, baseURL }) => {
  const admin = await ownerPage(browser, baseURL);
  // The copy button answers once React has hydrated it.
  await gotoHydrated(admin, '/admin/settings', '#product-feeds-heading');
  const feeds = admin.getByRole('region', { name: 'Product feeds' });
  const google = feeds.getByRole('textbox', { name: 'Google Merchant Center (XML)' });
  const meta = feeds.getByRole('textbox', { name: /Meta catalogue/ });
  await expect(google).toHaveValue(/^https?:\/\/[^/]+\/feeds\/google\.xml$/);
  await expect(meta).toHaveValue(/^https?:\/\/[^/]+\/feeds\/meta\.csv$/);
  await feeds.getByRole('button', { name: /Copy the address of the Google/ }).click();
  await expect(feeds.getByRole('status')).toHaveText(/Address copied\.|The browser did not allow copying/);
  for (const [field, type] of [
    [google, 'application/xml'],
    [meta, 'text/csv'],
  ] as const) {
    const response = await admin.request.get(new URL(await field.inputValue()).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
  }
  await admin.context().close();
});
