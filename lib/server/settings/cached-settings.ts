// The shop's settings for pages and the API, cached across requests ('use cache') under the settings tag of
// cache/cache-manifest.ts; writes and checkout read getShopSettings directly.
import 'server-only';
import { CACHE_LIFE, CACHE_TAGS, building, cachedFor } from '@/lib/server/cache';
import { DEFAULT_SHOP_SETTINGS, getShopSettings } from './shop-settings';

export async function cachedShopSettings() {
  'use cache';
  cachedFor(CACHE_LIFE.settings, CACHE_TAGS.settings);
  return building ? DEFAULT_SHOP_SETTINGS : getShopSettings();
}
