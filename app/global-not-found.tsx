// Any address the shop does not know answers 404 with noindex and the shop's own not-found page: what was asked
// for, a search box and the categories (not the home page, which told a shopper following a dead link, or a
// screen-reader user, nothing). Next serves this document for every unmatched URL without the root layout, so
// it uses the same site shell as app/(shop)/layout.tsx itself.
import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { cachedCategories } from '@/lib/server/catalogue/cached-catalogue';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { rootMetadata } from '@/lib/server/seo/page-metadata';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { fontClassName } from './fonts/fonts';

export { generateViewport } from './(shop)/layout';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata()), title: NOT_FOUND_MESSAGES.title, robots: { index: false, follow: true } };
}

export default async function GlobalNotFound() {
  const [settings, categories] = await Promise.all([
    cachedShopSettings(),
    // The page still helps without its categories.
    cachedCategories().catch(() => []),
  ]);
  return (
    <SiteShell settings={settings} fontClassName={fontClassName}>
      <NotFoundContent categories={categories} />
    </SiteShell>
  );
}
