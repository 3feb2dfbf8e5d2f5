// The MUI theme made from the shop's theme_colors (spec section 3) with the spec's breakpoints.
import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';
import { darkenChannels } from './color-shade';

export function buildTheme(
  colors: Partial<ThemeColors> = {},
  fonts = { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
): Theme {
  const c = { ...DEFAULT_THEME_COLORS, ...colors };
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      // The text MUI picks on a filled colour (warning, success, info, error) must reach WCAG AA's 4.5:1, not MUI's
      // default 3:1: white on the warning orange was 3.1:1 (the low-stock and "Waiting" chips).
      contrastThreshold: 4.5,
      primary: { main: c.primary_color, dark: darkenChannels(c.primary_color), contrastText: '#ffffff' },
      secondary: { main: c.secondary_color, contrastText: '#ffffff' },
      info: { main: c.accent_color },
      success: { main: c.success_color },
      warning: { main: c.warning_color },
      error: { main: c.error_color },
      background: { default: c.background_color, paper: '#ffffff' },
      text: { primary: c.text_color },
    },
    typography: {
      fontFamily: fonts.body,
      h1: { fontFamily: fonts.heading, fontWeight: 700 },
      h2: { fontFamily: fonts.heading, fontWeight: 700 },
      h3: { fontFamily: fonts.heading, fontWeight: 600 },
      h4: { fontFamily: fonts.heading, fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      // ButtonBase sets outline: 0 and marks keyboard focus only with a faint ripple; the root layout's
      // :focus-visible outline (zero specificity) cannot beat it. Buttons, icon buttons, chips and menu items
      // show the same 2 px ring in the primary colour instead; inside menus and lists it sits within the item.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${c.primary_color}`, outlineOffset: 2 } },
        },
      },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    },
  });
}
