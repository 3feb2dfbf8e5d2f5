'use client';
// The MUI theme, built from the shop's colours where MUI components render. Two ways in:
// - MuiScope, for the islands that render only in the browser and load on first use (dialogs, drawers,
//   menus, the snackbar, the list filters). Emotion's default cache adds their styles to <head> as they
//   mount, so the pages that never open one never load MUI.
// - ThemeRegistry (theme-registry.tsx), for the pages rendered on the server from MUI components.
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { buildTheme } from '@/lib/shared/theme/build-theme';
import { useShopColors } from './shop-colors';

const FONTS = { body: 'var(--font-body), system-ui, sans-serif', heading: 'var(--font-heading), Georgia, serif' };

export function useShopTheme(): Theme {
  const colors = useShopColors();
  return useMemo(() => buildTheme(colors, FONTS), [colors]);
}

export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={useShopTheme()}>{children}</ThemeProvider>;
}
