// The document every page is served in: skip link, header, the one <main>, footer, the snackbar, the redirect
// restore. Plain elements styled by baseline.css and site-shell.module.css: no MUI here, so a page whose own
// parts are plain elements loads no MUI or Emotion code (pages built from MUI components get the theme from
// app/(shop)/(with-mui)/layout.tsx, and MUI islands from MuiScope). app/(shop)/layout.tsx wraps every route in it, and
// app/global-not-found.tsx (which Next renders without the root layout) wraps the home content in it, so an
// unknown path looks exactly like the shop and the two can never drift apart.
// Nothing here reads cookies or headers, so pages below stay static or ISR; per-visitor parts (badges,
// account menu) are client islands that fill in after hydration.
import type { ReactNode } from 'react';
import { shopThemeStyle } from '@/components/catalogue/shop-theme-style';
import { shopName } from '@/lib/shared/seo/page-meta';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { RedirectRestorer } from './redirect-restorer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SnackbarHost } from './snackbar-host';
import './baseline.css';
import styles from './site-shell.module.css';

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
      {/* The shop's colours as CSS variables for the plain-HTML parts (header, footer, catalogue). */}
      <body className={styles.body} style={shopThemeStyle(settings.theme_colors)}>
        <SkipLink />
        <div className={styles.frame}>
          <SiteHeader shopName={name} tagline={settings.company.tagline} logoUrl={settings.company.logo?.url || null} />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <SiteFooter settings={settings} shopName={name} />
        </div>
        <SnackbarHost />
        <RedirectRestorer />
      </body>
    </html>
  );
}
