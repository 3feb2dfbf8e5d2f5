// The shop's colours as CSS custom properties, for the plain-HTML parts (header, footer, cards, grids, tiles).
// Those are styled with CSS Modules rather than MUI components: every MUI component is a client component
// that hydrates and computes its styles again in the browser, and a grid of cards made of them was the
// largest share of the pages' blocking time. The MUI theme itself is built from the same theme_colors.
import type { CSSProperties } from 'react';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';
import { darkenChannels } from '@/lib/shared/theme/color-shade';

export function shopThemeStyle(colors: ThemeColors): CSSProperties {
  return {
    '--shop-primary': colors.primary_color,
    '--shop-primary-dark': darkenChannels(colors.primary_color),
    '--shop-secondary': colors.secondary_color,
    '--shop-error': colors.error_color,
    '--shop-success': colors.success_color,
    '--shop-paper': '#ffffff',
    '--shop-background': colors.background_color,
    '--shop-text': colors.text_color,
  } as CSSProperties;
}
