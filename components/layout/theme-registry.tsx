'use client';
// The theme is built on the client from plain colour data: a theme object cannot cross the server boundary.
import { useMemo, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { buildTheme } from '@/lib/shared/theme/build-theme';
import type { ThemeColors } from '@/lib/shared/schemas/settings';

export function ThemeRegistry({ colors, children }: { colors: ThemeColors; children: ReactNode }) {
  const theme = useMemo(
    () => buildTheme(colors, { body: 'var(--font-body), system-ui, sans-serif', heading: 'var(--font-heading), Georgia, serif' }),
    [colors],
  );
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
