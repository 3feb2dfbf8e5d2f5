import { DEFAULT_SHOP_SETTINGS } from '@/lib/server/settings/shop-settings';
import { robotsRules } from './robots-rules';
import { pngToIco } from './app-icon';
import { shortName, webManifest } from './web-manifest';

beforeAll(() => {
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(() => {
  delete process.env.SITE_URL;
});

describe('robotsRules', () => {
  it('closes per-visitor pages, the API and filter or sort combinations, and names the sitemap', () => {
    const robots = robotsRules();
    const [rule] = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rule.allow).toBe('/');
    expect(rule.disallow).toEqual(
      expect.arrayContaining([
        '/cart',
        '/checkout',
        '/orders',
        '/api/',
        '/profile',
        '/wishlist',
        '/products?*sort=',
        '/products?*min_price=',
        '/products?*max_price=',
      ]),
    );
    expect(rule.disallow).not.toContain('/products?*category_id=');
    // The policies are pages for crawlers too (their dialogs read the closed API).
    const disallowed = rule.disallow as string[];
    for (const page of ['/policies/returns', '/policies/shipping', '/policies/privacy', '/policies/terms'])
      expect(disallowed.filter((prefix) => page.startsWith(prefix.replace(/\*.*$/, '')))).toEqual([]);
    expect(robots.sitemap).toBe('https://shop.example/sitemap.xml');
  });
});

describe('webManifest', () => {
  it('takes name and colours from the settings', () => {
    const manifest = webManifest({
      ...DEFAULT_SHOP_SETTINGS,
      company: { ...DEFAULT_SHOP_SETTINGS.company, name: 'Aabha Jewels' },
    });
    expect(manifest).toMatchObject({
      name: 'Aabha Jewels',
      short_name: 'Aabha Jewels',
      start_url: '/',
      display: 'standalone',
      theme_color: '#185b6c',
      background_color: '#FAFAFA',
    });
    expect(manifest.icons?.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });

  it('shortens a long name to its first word, at most 12 characters', () => {
    expect(shortName('Aabha Jewels')).toBe('Aabha Jewels');
    expect(shortName('Jewelry Store')).toBe('Jewelry');
    expect(shortName('Aabha Jewels of Jaipur')).toBe('Aabha');
    expect(shortName('Extraordinarily Long Name')).toBe('Extraordinar');
  });
});

describe('pngToIco', () => {
  it('wraps one PNG in an icon directory that points at it', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = pngToIco(png, 48);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(ico.readUInt8(6)).toBe(48);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });
});
