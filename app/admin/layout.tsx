// The back office is its own document (a second root layout beside app/(shop)/layout.tsx): none of the
// storefront's header, footer or catalogue code, and nothing of the back office reaches the shop's pages.
// It is built from MUI throughout, in the default colours, so a shop theme with poor contrast never makes
// the back office hard to read.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ThemeRegistry } from '@/components/layout/theme-registry';
import { SnackbarHost } from '@/components/layout/snackbar-host';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { fontClassName } from '../fonts/fonts';
// The same document baseline as the shop's pages: above all the body font's variable, without which every
// MUI text here (whose font is `var(--font-body), …`) fell back to the browser's serif default.
import '@/components/layout/baseline.css';

export const metadata: Metadata = {
  title: { default: ADMIN_MESSAGES.nav.title, template: `%s · ${ADMIN_MESSAGES.nav.title}` },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={fontClassName}>
      <body style={{ margin: 0 }}>
        <ThemeRegistry>
          {children}
          <SnackbarHost />
        </ThemeRegistry>
      </body>
    </html>
  );
}
