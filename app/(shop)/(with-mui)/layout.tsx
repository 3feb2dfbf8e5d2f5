// The pages built from MUI components (cart, wishlist, checkout, orders, profile, login, register, the
// order result pages and the dev mailbox) get the MUI theme and Emotion's server-rendering cache here, so
// the catalogue pages, which are plain elements, load neither.
import type { ReactNode } from 'react';
import { ThemeRegistry } from '@/components/layout/theme-registry';

export default function WithMuiLayout({ children }: { children: ReactNode }) {
  return <ThemeRegistry>{children}</ThemeRegistry>;
}
