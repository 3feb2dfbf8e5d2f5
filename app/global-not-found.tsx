// Any address the shop does not know answers 404 with noindex (never a soft 404), and shows what the
// specification's routes table asks of it, the Home page: first the plain notice that the address was not
// found (what was asked for, a search box, the way home), then the home page's content beneath, so a shopper
// following a dead link lands in the shop. Next serves this document for every unmatched URL without the root
// layout, so it uses the same site shell as app/(shop)/layout.tsx itself.
import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/home-content';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { rootMetadata } from '@/lib/server/seo/page-metadata';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { fontClassName } from './fonts/fonts';

export { generateViewport } from './(shop)/layout';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata()), title: NOT_FOUND_MESSAGES.title, robots: { index: false, follow: true } };
}

export default async function GlobalNotFound() {
  const settings = await cachedShopSettings();
  return (
    <SiteShell settings={settings} fontClassName={fontClassName}>
      {/* The notice's h1 is the page's; the home content's categories and search follow it. */}
      <NotFoundContent homeBelow />
      <HomeContent heading={false} />
    </SiteShell>
  );
}
