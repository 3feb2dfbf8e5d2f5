import type { MetadataRoute } from 'next';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { webManifest } from '@/lib/server/seo/web-manifest';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest(await cachedShopSettings());
}
