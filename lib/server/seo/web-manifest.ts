// The web app manifest from the shop settings: installable with the shop's name and colours.
import 'server-only';
import type { MetadataRoute } from 'next';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { shopName } from '@/lib/shared/seo/page-meta';
import { metaDescription } from './metadata-builders';

/** Launchers cut longer names; 12 characters fit under an icon. */
export const SHORT_NAME_LIMIT = 12;

export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LIMIT) return name;
  const firstWord = name.split(/\s+/)[0];
  return firstWord.slice(0, SHORT_NAME_LIMIT);
}

export function webManifest(settings: ShopSettings): MetadataRoute.Manifest {
  const name = shopName(settings);
  return {
    name,
    short_name: shortName(name),
    description: metaDescription(settings.company.description),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-IN',
    theme_color: settings.theme_colors.primary_color,
    background_color: settings.theme_colors.background_color,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
