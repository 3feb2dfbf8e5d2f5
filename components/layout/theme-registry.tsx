'use client';
// The MUI theme and Emotion's server-rendering cache for the pages built from MUI components (the
// app/(shop)/(with-mui) route group: cart, wishlist, checkout, orders, account pages). Catalogue pages are plain
// elements and do without both; their MUI islands use MuiScope (mui-theme.tsx).
import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import { useShopTheme } from './mui-theme';

export function ThemeRegistry({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={useShopTheme()}>{children}</ThemeProvider>
    </AppRouterCacheProvider>
  );
}
