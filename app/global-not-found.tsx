// Any path the shop does not know shows the home page (spec routes table), answered 404 and marked noindex
// so search engines do not index the stray URL as a second home page. Next serves this document for every
// unmatched URL without the root layout, so it uses the same site shell as app/(shop)/layout.tsx itself.
import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/home-content';
import { SiteShell } from '@/components/layout/site-shell';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { rootMetadata } from '@/lib/server/seo/page-metadata';
import { fontClassName } from './fonts/fonts';

export { generateViewport } from './(shop)/layout';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata()), robots: { index: false, follow: true } };
}

export default async function GlobalNotFound() {
  const settings = await cachedShopSettings();
  return (
    <SiteShell settings={settings} fontClassName={fontClassName}>
      <HomeContent />
    </SiteShell>
  );
}
