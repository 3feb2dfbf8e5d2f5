// Where the account menu and the drawer lead; labels from lib/shared/messages/layout.ts.
import { NAV_MESSAGES } from '@/lib/shared/messages/layout';

export const NAV_HREFS = {
  home: '/',
  categories: '/categories',
  products: '/products',
  cart: '/cart',
  wishlist: '/wishlist',
  profile: '/profile',
  myOrders: '/orders',
  login: '/login',
  register: '/register',
} as const;

export type NavKey = keyof typeof NAV_HREFS;

export const navLink = (key: NavKey) => ({ key, label: NAV_MESSAGES[key], href: NAV_HREFS[key] });

/** The drawer's fixed part, in the spec's order; the account part follows. */
export const DRAWER_SHOP_LINKS = (['home', 'categories', 'products', 'cart', 'wishlist'] as const).map(navLink);
