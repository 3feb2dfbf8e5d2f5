'use client';
// A Material icon for the plain-element pages: an inline <svg> of the icon's one path (glyph-paths.ts, from
// @mui/icons-material), filled with the text colour. MUI's SvgIcon draws the same artwork but brings Emotion
// and MUI's theme onto every page that shows one icon; CSS masks of SVG images, which the icons were before,
// make Chromium build an isolated document per icon on every page load (scripts/icon-glyphs.ts says more).
// A Client Component so that a Server Component's icon costs the page's React payload its name, not its path.
// Sized like SvgIcon: 1.5rem, 1.25rem small, or a size in px. Always decorative (aria-hidden): the control
// that holds it carries the name.
import type { GlyphName } from './glyph-names';
import { GLYPH_PATHS } from './glyph-paths';
import styles from './icon.module.css';

export type IconProps = {
  name: GlyphName;
  /** 'medium' (1.5rem, SvgIcon's default), 'small' (1.25rem) or a size in px. */
  size?: 'small' | 'medium' | number;
  className?: string;
};

export function Icon({ name, size = 'medium', className }: IconProps) {
  const classes = [styles.icon, size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      style={typeof size === 'number' ? { fontSize: size } : undefined}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={GLYPH_PATHS[name]} />
    </svg>
  );
}
