// Any path the shop does not know shows the home page (spec routes table), answered 404 and marked noindex
// so search engines do not index the stray URL as a second home page. Next serves this document for every
// unmatched URL without the root layout, so it sets up the theme and fonts itself.
import type { Metadata } from 'next';
import { HomeContent } from '@/components/home/home-content';
import { ThemeRegistry } from '@/components/layout/theme-registry';
import { cachedShopSettings } from '@/lib/server/cache/cached-reads';
import { bodyFont, headingFont } from './fonts/fonts';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await cachedShopSettings();
  return { title: settings.company.name, description: settings.company.description, robots: { index: false, follow: true } };
}

export default async function GlobalNotFound() {
  const settings = await cachedShopSettings();
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <ThemeRegistry colors={settings.theme_colors}>
          <HomeContent />
        </ThemeRegistry>
      </body>
    </html>
  );
}
