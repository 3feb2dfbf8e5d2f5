// Crawl rules. Per-visitor pages and the API are closed. Of the product list's query parameters, category_id
// (a bounded set, listed in the sitemap) and page (so crawlers can walk a category) stay open; sort, the price
// bounds and free-text search are closed: every value multiplies the same products into endless near-copies.
import 'server-only';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from './site-url';

export const DISALLOWED_PATHS = [
  '/api/',
  '/cart',
  '/checkout',
  '/orders',
  '/order-success',
  '/order-failure',
  '/profile',
  '/wishlist',
  '/login',
  '/register',
  '/products?*sort=',
  '/products?*min_price=',
  '/products?*max_price=',
  '/products?*search=',
] as const;

export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
