import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ThemeRegistry } from '@/components/layout/theme-registry';
import { getShopSettings } from '@/lib/server/settings/shop-settings';
import { bodyFont, headingFont } from './fonts/fonts';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getShopSettings();
  return {
    title: { default: settings.company.name, template: `%s | ${settings.company.name}` },
    description: settings.company.description,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#185b6c' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getShopSettings();
  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <ThemeRegistry colors={settings.theme_colors}>{children}</ThemeRegistry>
      </body>
    </html>
  );
}
