'use client';
// The MUI theme, built from the shop's colours where MUI components render. Two ways in:
// - MuiScope, for the islands that render only in the browser and load on first use (dialogs, drawers,
//   menus, the snackbar, the list filters). Emotion's default cache adds their styles to <head> as they
//   mount, so the pages that never open one never load MUI.
// - ThemeRegistry (theme-registry.tsx), for the pages rendered on the server from MUI components.
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { buildTheme } from '@/lib/shared/theme/build-theme';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';
import { useShopColors } from './shop-colors';

const FONTS = { body: 'var(--font-body), system-ui, sans-serif', heading: 'var(--font-heading), Georgia, serif' };

/**
 * One theme per set of colours, shared by every scope: islands open one by one and nest (the filters
 * drawer holds the filters), and each would otherwise run createTheme again for the same colours.
 */
const themes = new WeakMap<ThemeColors, Theme>();

export function useShopTheme(): Theme {
  const colors = useShopColors();
  let theme = themes.get(colors);
  if (!theme) {
    theme = buildTheme(colors, FONTS);
    themes.set(colors, theme);
  }
  return theme;
}

export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={useShopTheme()}>{children}</ThemeProvider>;
}
