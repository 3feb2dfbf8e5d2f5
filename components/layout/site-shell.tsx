// The document every page is served in: skip link, header, the one <main>, footer, the snackbar, the redirect
// restore and the site-wide structured data. app/layout.tsx wraps every route in it, and
// app/global-not-found.tsx (which Next renders without the root layout) wraps the home content in it, so an
// unknown path looks exactly like the shop and the two can never drift apart.
// Nothing here reads cookies or headers, so pages below stay static or ISR; per-visitor parts (badges,
// account menu) are client islands that fill in after hydration.
import type { ReactNode } from 'react';
import type { Organization, WebSite } from 'schema-dts';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/server/seo/json-ld';
import { shopName } from '@/lib/server/seo/metadata-builders';
import type { ShopSettings } from '@/lib/shared/schemas/settings';
import { RedirectRestorer } from './redirect-restorer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SnackbarHost } from './snackbar-host';
import { ThemeRegistry } from './theme-registry';

type Props = {
  settings: ShopSettings;
  /** The next/font variable classes; fonts are declared under app/ because next/font resolves paths from there. */
  fontClassName: string;
  children: ReactNode;
};

export function SiteShell({ settings, fontClassName, children }: Props) {
  const name = shopName(settings);
  return (
    <html lang="en-IN" className={fontClassName}>
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
