// Self-hosted fonts from @fontsource packages: next/font/google would need the internet at build time.
// Every file here is preloaded on every page, ahead of the LCP image, and each costs about 24 KiB on a phone
// connection: so no 600 weights (CSS asking for 600 gets the 700 file, the nearest heavier weight).
import localFont from 'next/font/local';

export const bodyFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-body',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const headingFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-heading',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** Both fonts' CSS variables, for the <html> element. */
export const fontClassName = `${bodyFont.variable} ${headingFont.variable}`;
