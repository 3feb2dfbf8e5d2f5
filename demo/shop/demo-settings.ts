// The single shop_settings row of the demo shop.
import { DEFAULT_STATS, DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import type { tables } from '@/lib/server/db';
import { DEFAULT_COD_MAX_ORDER_PAISE, DEFAULT_COD_ZONES } from '@/lib/shared/payment-methods';
import { DEMO_BRAND as brand } from './demo-brand';
import { demoLegalLinks } from './legal-pages';
import { LOGO_FILE, mediaUrl } from '../media/media-paths';

export const LOGO_URL = mediaUrl(LOGO_FILE);

export function demoShopSettings(): typeof tables.shopSettings.$inferInsert {
  return {
    id: 1,
    company: {
      name: brand.name,
      tagline: brand.tagline,
      description:
        'Aabha Jewels brings you exquisite handcrafted jewelry made by master artisans in Jaipur: Kundan, Meenakari, Polki and temple pieces in hallmarked 22K gold, ' +
        'certified 925 sterling silver and gold-plated brass, finished by hand for weddings, festivals and every day in between.',
      logo: { url: LOGO_URL },
    },
    contact: {
      address: { street: brand.street, city: brand.city, country: brand.country },
      phone: brand.phone,
      email: brand.email,
      whatsapp: brand.whatsapp.replace(/\s/g, ''),
    },
    socialLinks: [
      { icon: 'Facebook', url: 'https://www.facebook.com/aabhajewels', label: 'Facebook' },
      { icon: 'Instagram', url: brand.instagram, label: 'Instagram' },
      { icon: 'Twitter', url: 'https://twitter.com/aabhajewels', label: 'Twitter' },
      { icon: 'LinkedIn', url: 'https://www.linkedin.com/company/aabha-jewels', label: 'LinkedIn' },
    ],
    legalLinks: demoLegalLinks(),
    copyright: `© ${brand.baseDate.getUTCFullYear()} ${brand.name}. All rights reserved.`,
    stats: DEFAULT_STATS.map((stat) => ({ ...stat })),
    themeColors: { ...DEFAULT_THEME_COLORS },
    cartEnabled: true,
    seller: {
      legal_name: brand.legalEntity,
      address_line_1: brand.streetAddress,
      address_line_2: 'Johari Bazaar',
      city: brand.cityName,
      state: brand.state,
      postal_code: brand.postalCode,
      gstin: brand.gstin,
      invoice_prefix: brand.invoicePrefix,
      country_of_origin: 'Made in India',
      grievance_officer: {
        name: brand.grievanceOfficer.name,
        designation: 'Grievance Officer',
        email: brand.grievanceOfficer.email,
        phone: brand.grievanceOfficer.phone,
      },
    },
    returnWindowDays: brand.returnWindowDays,
    // Working days from Jaipur; the shop closes for Christmas, Republic Day, Holi, Independence Day and Gandhi Jayanti.
    delivery: {
      days: { same_city: 1, same_state: 3, metro: 4, rest: 6, remote: 9 },
      holidays: ['2026-12-25', '2027-01-26', '2027-03-22', '2027-08-15', '2027-10-02'],
    },
    // Cash on delivery up to ₹50,000 wherever the courier collects cash (not the remote zone).
    codEnabled: true,
    codMaxOrderPaise: DEFAULT_COD_MAX_ORDER_PAISE,
    codZones: { ...DEFAULT_COD_ZONES },
    updatedAt: brand.baseDate,
  };
}
