// What pages and components share about a page's metadata: the shop's display name, and the shapes of the
// breadcrumb trail and the OpenGraph tags the server builds (lib/server/seo) and components render.
import { DEFAULT_SHOP_NAME } from '@/lib/shared/constants';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';

export type OpenGraphTag = { property: string; content: string };

export type BreadcrumbItem = { name: string; path: string };

export function shopName(settings: ShopSettings): string {
  return settings.company.name.trim() || DEFAULT_SHOP_NAME;
}
