// Headings use Playfair Display, self-hosted from @fontsource (next/font/google would need the internet at
// build time). Body text uses the phone's or computer's own interface font (--font-body in
// components/layout/baseline.css): every web font file is preloaded on every page ahead of the LCP image,
// and Inter's three weights cost about 74 KiB on a phone connection, a third of all the bytes before the
// first product picture. Only the 700 weight of the heading font is shipped.
import localFont from 'next/font/local';

export const headingFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  variable: '--font-heading',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** The heading font's CSS variable, for the <html> element. */
export const fontClassName = headingFont.variable;
