// The root layout: metadata and viewport from the shop settings, and every page inside the site shell
// (components/layout/site-shell.tsx, shared with app/global-not-found.tsx).
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { rootMetadata } from '@/lib/server/seo/page-metadata';
import { fontClassName } from '../fonts/fonts';

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata();
}

export async function generateViewport(): Promise<Viewport> {
  const settings = await cachedShopSettings();
  return { width: 'device-width', initialScale: 1, themeColor: settings.theme_colors.primary_color };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await cachedShopSettings();
  return (
    <SiteShell settings={settings} fontClassName={fontClassName}>
      {children}
    </SiteShell>
  );
}
