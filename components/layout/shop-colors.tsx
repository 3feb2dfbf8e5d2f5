'use client';
// The shop's theme_colors for the client code that builds the MUI theme (mui-theme.tsx). The pages rendered
// on the server from MUI components get them from their layout (app/(shop)/(with-mui)/layout.tsx). Everywhere
// else, MUI islands render only in the browser, and read them from the custom properties the root layout puts
// on <body> (shop-theme-style.ts): the colours are not sent a second time in every page's React payload.
import { createContext, useContext, type ReactNode } from 'react';
import { THEME_COLOR_PROPERTIES } from '@/components/catalogue/shop-theme-style';
import { DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';

const ShopColorsContext = createContext<ThemeColors | null>(null);

export function ShopColorsProvider({ colors, children }: { colors: ThemeColors; children: ReactNode }) {
  return <ShopColorsContext value={colors}>{children}</ShopColorsContext>;
}

/** One object per set of colours on <body>, so the theme built from them is built once (mui-theme.tsx). */
let fromPage: { key: string; colors: ThemeColors } | null = null;

function colorsOfPage(): ThemeColors {
  if (typeof document === 'undefined') return DEFAULT_THEME_COLORS;
  const style = document.body.style;
  const key = style.cssText;
  if (fromPage?.key !== key) {
    const colors: ThemeColors = { ...DEFAULT_THEME_COLORS };
    for (const [field, property] of Object.entries(THEME_COLOR_PROPERTIES)) {
      const value = style.getPropertyValue(property).trim();
      if (value) colors[field as keyof typeof THEME_COLOR_PROPERTIES] = value;
    }
    fromPage = { key, colors };
  }
  return fromPage.colors;
}

export function useShopColors(): ThemeColors {
  return useContext(ShopColorsContext) ?? colorsOfPage();
}
