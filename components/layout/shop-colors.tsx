'use client';
// The shop's theme_colors for the client code that builds the MUI theme (mui-theme.tsx). The root layout
// provides them on every page; the theme itself is built only where MUI components render, so a page made
// of plain elements (home, lists, product pages) ships no MUI or Emotion code.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';

const ShopColorsContext = createContext<ThemeColors>(DEFAULT_THEME_COLORS);

export function ShopColorsProvider({ colors, children }: { colors: ThemeColors; children: ReactNode }) {
  return <ShopColorsContext value={colors}>{children}</ShopColorsContext>;
}

export function useShopColors(): ThemeColors {
  return useContext(ShopColorsContext);
}
