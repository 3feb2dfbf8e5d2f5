// The pages built from MUI components (cart, wishlist, checkout, orders, profile, login, register, the
// order result pages and the dev mailbox) get the MUI theme, built from the shop's colours, and Emotion's
// server-rendering cache here, so the catalogue pages, which are plain elements, load neither.
import type { ReactNode } from 'react';
import { ShopColorsProvider } from '@/components/layout/shop-colors';
import { ThemeRegistry } from '@/components/layout/theme-registry';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';

export default async function WithMuiLayout({ children }: { children: ReactNode }) {
  const settings = await cachedShopSettings();
  return (
    <ShopColorsProvider colors={settings.theme_colors}>
      <ThemeRegistry>{children}</ThemeRegistry>
    </ShopColorsProvider>
  );
}
