// The back office's sections, in menu order, each with the permission that opens it.
import { mayDo, type Permission } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { GIFT_CARD_MESSAGES } from '@/lib/shared/messages/gift-cards';

export type AdminNavItem = { href: string; label: string; permission: Permission };

const NAV = ADMIN_MESSAGES.nav;

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin', label: NAV.dashboard, permission: 'reports' },
  { href: '/admin/orders', label: NAV.orders, permission: 'orders' },
  { href: '/admin/shipping', label: NAV.shipping, permission: 'orders' },
  { href: '/admin/reports/gst', label: NAV.gstReport, permission: 'reports' },
  { href: '/admin/reports/liabilities', label: NAV.liabilities, permission: 'reports' },
  { href: '/admin/products', label: NAV.products, permission: 'catalogue' },
  { href: '/admin/rates', label: NAV.rates, permission: 'rates' },
  { href: '/admin/categories', label: NAV.categories, permission: 'catalogue' },
  { href: '/admin/carousel', label: NAV.carousel, permission: 'content' },
  { href: '/admin/legal-pages', label: NAV.legalPages, permission: 'content' },
  { href: '/admin/coupons', label: NAV.coupons, permission: 'coupons' },
  { href: '/admin/savings', label: NAV.savings, permission: 'reports' },
  { href: '/admin/reviews', label: NAV.reviews, permission: 'content' },
  { href: '/admin/customers', label: NAV.customers, permission: 'customers' },
  { href: '/admin/grievances', label: NAV.grievances, permission: 'customers' },
  { href: '/admin/gift-cards', label: GIFT_CARD_MESSAGES.pageTitle, permission: 'refunds' },
  { href: '/admin/settings', label: NAV.settings, permission: 'settings' },
  { href: '/admin/staff', label: NAV.staff, permission: 'staff' },
  { href: '/admin/audit', label: NAV.audit, permission: 'audit' },
  { href: '/admin/api', label: NAV.api, permission: 'settings' },
];

/** The sections these permissions open, in menu order. */
export function navFor(holder: { permissions: readonly Permission[] }): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => mayDo(holder, item.permission));
}

/** The section a path belongs to: the longest href that prefixes it. */
export function activeNavHref(pathname: string): string | null {
  let best: string | null = null;
  for (const { href } of ADMIN_NAV) {
    const matches = href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}
