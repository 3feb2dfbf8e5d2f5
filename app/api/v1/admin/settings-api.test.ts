// Shop settings from the back office: owner only, every field bounded, legal HTML sanitized on
// save, the storefront's settings answer changes at once, and a stale updated_at is refused.
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { withGstinCheck } from '@/lib/shared/gst/gstin';
import { GET as shopSettings } from '@/app/api/v1/shop/settings/route';
import { GET as read, PATCH as patch } from './settings/route';

let owner: StaffAccount;
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  staff = await createStaff('staff');
});

/** A save as the back office makes it: with the updated_at it last read, unless the test names one. */
async function save(body: Record<string, unknown>, headers = owner.cookieHeaders) {
  const stamp =
    'updated_at' in body
      ? {}
      : {
          updated_at:
            (await callRoute(read, '/x', { headers: owner.cookieHeaders })).body.settings?.updated_at ?? undefined,
        };
  return callRoute(patch, '/api/v1/admin/settings', { method: 'PATCH', body: { ...stamp, ...body }, headers });
}

describe('/api/v1/admin/settings', () => {
  it("is the owner's: staff are refused writing, and reading unless they edit legal pages", async () => {
    expect((await save({ copyright: 'x' }, staff.cookieHeaders)).status).toBe(403);
    const noContent = await createStaff('staff', { permissions: ['orders', 'catalogue', 'customers', 'reports'] });
    expect((await callRoute(read, '/x', { headers: noContent.cookieHeaders })).status).toBe(403);
    expect((await callRoute(read, '/x', { headers: staff.cookieHeaders })).status).toBe(200);
  });

  it('saves the name, colours and threshold, and the storefront answers with them at once', async () => {
    const current = await callRoute(read, '/x', { headers: owner.cookieHeaders });
    const company = { ...current.body.settings.company, name: 'Meera Handcrafts' };
    const colors = { ...current.body.settings.theme_colors, primary_color: '#5d2e0c' };
    const saved = await save({
      company,
      theme_colors: colors,
      low_stock_threshold: 5,
      updated_at: current.body.settings.updated_at,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ company: { name: 'Meera Handcrafts' }, low_stock_threshold: 5 });
    const shop = await callRoute(shopSettings, '/api/v1/shop/settings');
    expect(shop.body.company.name).toBe('Meera Handcrafts');
    expect(shop.body.theme_colors.primary_color).toBe('#5d2e0c');
    const stale = await save({ copyright: '© 2026', updated_at: current.body.settings.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.error_code).toBe(ADMIN_ERROR_CODES.staleRecord);
  });

  it('cleans legal pages on save and refuses bad fields by name', async () => {
    const saved = await save({
      legal_links: [
        {
          slug: 'return-policy',
          label: 'Return Policy',
          content:
            '<h1>Returns</h1><p onclick="steal()">Within <b>7 days</b>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        },
      ],
    });
    expect(saved.status).toBe(200);
    const page = saved.body.settings.legal_links[0];
    expect(page.content).toBe('<h3>Returns</h3><p>Within <b>7 days</b>.</p>x');
    expect(page.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bad = await save({
      theme_colors: { primary_color: 'red' },
      social_links: [{ url: 'javascript:alert(1)', icon: 'Facebook' }],
      low_stock_threshold: -1,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['social_links.0.url', 'low_stock_threshold']));
  });
});

describe("the seller's tax details", () => {
  const seller = {
    legal_name: 'Meera Handcrafts LLP',
    address_line_1: '7 Lalbagh Road',
    address_line_2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560027',
    gstin: '29AAPFU0939F1Z5',
    invoice_prefix: 'mh',
    country_of_origin: 'Made in India',
    grievance_officer: {
      name: 'Meera Rao',
      designation: 'Grievance Officer',
      email: 'grievance@example.com',
      phone: '+91 80 4000 1000',
    },
  };

  it('refuses a GSTIN with a wrong check character or another state, naming the field, and keeps the old details', async () => {
    const before = await callRoute(shopSettings, '/api/v1/shop/settings');
    const wrongCheck = await save({ seller: { ...seller, gstin: '29AAPFU0939F1ZZ' } });
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.body.errors['seller.gstin'][0]).toContain('check');
    const otherState = await save({ seller: { ...seller, gstin: '27AAPFU0939F1ZV' } });
    expect(otherState.status).toBe(400);
    expect(otherState.body.errors['seller.gstin'][0]).toContain("seller's state");
    const badPrefix = await save({ seller: { ...seller, invoice_prefix: 'ABCD' } });
    expect(badPrefix.status).toBe(400);
    expect(badPrefix.body.errors).toHaveProperty(['seller.invoice_prefix']);
    const badWindow = await save({ return_window_days: 365 });
    expect(badWindow.status).toBe(400);
    const after = await callRoute(shopSettings, '/api/v1/shop/settings');
    expect(after.body.seller).toEqual(before.body.seller);
  });

  it('saves valid details, upper-casing the GSTIN and prefix, and the storefront shows them', async () => {
    const gstin = '29AAPFU0939F1Z';
    const saved = await save({
      seller: { ...seller, gstin: withGstinCheck(gstin).toLowerCase() },
      return_window_days: 10,
    });
    expect(saved.status).toBe(200);
    const shop = await callRoute(shopSettings, '/api/v1/shop/settings');
    expect(shop.body.seller).toMatchObject({
      legal_name: 'Meera Handcrafts LLP',
      gstin: withGstinCheck(gstin),
      invoice_prefix: 'MH',
    });
    expect(shop.body.return_window_days).toBe(10);
  });
});
