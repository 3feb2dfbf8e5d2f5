// The shop's colours as CSS custom properties, for the plain-HTML parts (header, footer, cards, grids, tiles).
// Those are styled with CSS Modules rather than MUI components: every MUI component is a client component
// that hydrates and computes its styles again in the browser, and a grid of cards made of them was the
// largest share of the pages' blocking time. The MUI theme itself is built from the same theme_colors: on the
// catalogue pages its islands read them back from these properties (components/layout/shop-colors.tsx).
import type { CSSProperties } from 'react';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';
import { darkenChannels } from '@/lib/shared/theme/color-shade';

/** The theme colours the MUI theme is built from, and the property on <body> that carries each. */
export const THEME_COLOR_PROPERTIES = {
  primary_color: '--shop-primary',
  secondary_color: '--shop-secondary',
  accent_color: '--shop-accent',
  success_color: '--shop-success',
  warning_color: '--shop-warning',
  error_color: '--shop-error',
  background_color: '--shop-background',
  text_color: '--shop-text',
} as const satisfies Partial<Record<keyof ThemeColors, `--shop-${string}`>>;

export function shopThemeStyle(colors: ThemeColors): CSSProperties {
  const style: Record<string, string> = {
    '--shop-primary-dark': darkenChannels(colors.primary_color),
    '--shop-paper': '#ffffff',
  };
  for (const [field, property] of Object.entries(THEME_COLOR_PROPERTIES)) {
    style[property] = colors[field as keyof typeof THEME_COLOR_PROPERTIES];
  }
  return style as CSSProperties;
}
