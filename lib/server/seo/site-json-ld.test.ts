import { DEFAULT_SHOP_SETTINGS } from '@/lib/server/settings/shop-settings';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from './site-json-ld';

const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  company: {
    name: 'Aabha Jewels',
    tagline: '',
    description: '<p>Handcrafted &amp; hallmarked</p>',
    logo: { url: '/media/brand/logo.webp' },
  },
  contact: {
    address: { street: '118 Johari Bazaar', city: 'Jaipur', country: 'India' },
    phone: '+91 141 400 2718',
    email: 'care@aabha.in',
    whatsapp: '',
  },
  social_links: [
    { icon: 'Facebook', url: 'https://www.facebook.com/aabha' },
    { icon: 'Instagram', url: 'javascript:alert(1)' },
  ],
};

beforeAll(() => {
  process.env.SITE_URL = 'https://shop.example';
});
afterAll(() => {
  delete process.env.SITE_URL;
});

describe('organizationJsonLd', () => {
  it('names the shop with logo, sameAs from social links and a contact point', () => {
    const org = JSON.parse(JSON.stringify(organizationJsonLd(settings)));
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://shop.example/#organization',
      name: 'Aabha Jewels',
      url: 'https://shop.example/',
      description: 'Handcrafted & hallmarked',
      logo: 'https://shop.example/media/brand/logo.webp',
      sameAs: ['https://www.facebook.com/aabha'],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        areaServed: 'IN',
        availableLanguage: ['en'],
        telephone: '+91 141 400 2718',
        email: 'care@aabha.in',
      },
      address: {
        '@type': 'PostalAddress',
        streetAddress: '118 Johari Bazaar',
        addressLocality: 'Jaipur',
        addressCountry: 'IN',
      },
    });
  });

  it('names the WhatsApp number as a second contact point, with its chat link', () => {
    const withChat = { ...settings, contact: { ...settings.contact, whatsapp: '+911414002719' } };
    const org = JSON.parse(JSON.stringify(organizationJsonLd(withChat)));
    expect(org.contactPoint).toHaveLength(2);
    expect(org.contactPoint[1]).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      name: 'WhatsApp',
      areaServed: 'IN',
      availableLanguage: ['en'],
      telephone: '+911414002719',
      url: 'https://wa.me/911414002719',
    });
  });

  it('splits the city line into locality, region and PIN code, and names the country by its ISO code', () => {
    const contact = {
      ...settings.contact,
      address: { street: '2nd Floor, 118 Johari Bazaar Road', city: 'Jaipur, Rajasthan 302003', country: 'India' },
    };
    expect(JSON.parse(JSON.stringify(organizationJsonLd({ ...settings, contact }))).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '2nd Floor, 118 Johari Bazaar Road',
      addressLocality: 'Jaipur',
      addressRegion: 'Rajasthan',
      postalCode: '302003',
      addressCountry: 'IN',
    });
    const written = { street: 'Shop 4, Linking Road', city: 'Bandra West, Mumbai 400 050, maharashtra', country: 'in' };
    expect(
      JSON.parse(JSON.stringify(organizationJsonLd({ ...settings, contact: { ...contact, address: written } })))
        .address,
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Shop 4, Linking Road',
      addressLocality: 'Bandra West, Mumbai',
      addressRegion: 'Maharashtra',
      postalCode: '400050',
      addressCountry: 'IN',
    });
  });

  it('leaves out what the settings do not have', () => {
    const org = organizationJsonLd({
      ...DEFAULT_SHOP_SETTINGS,
      contact: { address: { street: '', city: '', country: '' }, phone: '', email: '', whatsapp: '' },
    });
    expect(org).not.toHaveProperty('logo');
    expect(org).not.toHaveProperty('sameAs');
    expect(org).not.toHaveProperty('contactPoint');
    expect(org).not.toHaveProperty('address');
  });
});

describe('websiteJsonLd', () => {
  it('offers a SearchAction into /products?search=', () => {
    const site = websiteJsonLd(settings);
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.example/',
      name: 'Aabha Jewels',
      publisher: { '@id': 'https://shop.example/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/products?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the trail with positions from 1 and absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Necklaces', path: '/products?category_id=3' },
        { name: 'Kundan Choker', path: '/products/7' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Necklaces', item: 'https://shop.example/products?category_id=3' },
        { '@type': 'ListItem', position: 3, name: 'Kundan Choker', item: 'https://shop.example/products/7' },
      ],
    });
  });
});
