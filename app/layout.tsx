// The frame of every page: skip link, header, <main>, footer, the snackbar, and the site-wide structured data.
// Nothing here reads cookies or headers, so pages below stay static or ISR; per-visitor parts (badges,
// account menu) are client islands that fill in after hydration.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import type { Organization, WebSite } from 'schema-dts';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeRegistry } from '@/components/layout/theme-registry';
import { RedirectRestorer } from '@/components/layout/redirect-restorer';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { SnackbarHost } from '@/components/layout/snackbar-host';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedShopSettings } from '@/lib/server/cache/cached-reads';
import { organizationJsonLd, websiteJsonLd } from '@/lib/server/seo/json-ld';
import { shopName } from '@/lib/server/seo/metadata-builders';
import { rootMetadata } from '@/lib/server/seo/page-metadata';
import { bodyFont, headingFont } from './fonts/fonts';

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata();
}

export async function generateViewport(): Promise<Viewport> {
  const settings = await cachedShopSettings();
  return { width: 'device-width', initialScale: 1, themeColor: settings.theme_colors.primary_color };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await cachedShopSettings();
  const name = shopName(settings);
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <ThemeRegistry colors={settings.theme_colors}>
          <GlobalStyles
            styles={{
              ':where(a, button, [role="button"], summary):focus-visible': {
                outline: `2px solid ${settings.theme_colors.primary_color}`,
                outlineOffset: '2px',
              },
              [`#${MAIN_CONTENT_ID}:focus`]: { outline: 'none' },
            }}
          />
          <SkipLink />
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
            <SiteHeader shopName={name} tagline={settings.company.tagline} logoUrl={settings.company.logo?.url || null} />
            <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1 }}>
              {children}
            </Box>
            <SiteFooter settings={settings} shopName={name} />
          </Box>
          <SnackbarHost />
          <RedirectRestorer />
        </ThemeRegistry>
        {/* Site-wide, on every page (home included): who runs the shop and how to search it. */}
        <JsonLd<Organization> data={organizationJsonLd(settings)} />
        <JsonLd<WebSite> data={websiteJsonLd(settings)} />
      </body>
    </html>
  );
}
