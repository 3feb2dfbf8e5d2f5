// A Material icon for the plain-element pages: an empty <span> painted in the text colour through the
// icon's shape (a CSS mask from glyphs.module.css). No 'use client' and no hooks, so Server Components put
// it straight into the HTML, and a page carries a class name per icon rather than its SVG path. MUI's
// SvgIcon draws the same artwork but brings Emotion and MUI's theme onto every page that shows one icon.
// Sized like SvgIcon: 1.5rem, 1.25rem small, or a size in px. Always decorative (aria-hidden): the
// control that holds it carries the name.
import type { GlyphName } from './glyph-names';
import glyphs from './glyphs.module.css';
import styles from './icon.module.css';

export type IconProps = {
  name: GlyphName;
  /** 'medium' (1.5rem, SvgIcon's default), 'small' (1.25rem) or a size in px. */
  size?: 'small' | 'medium' | number;
  className?: string;
};

export function Icon({ name, size = 'medium', className }: IconProps) {
  const classes = [styles.icon, glyphs[name], size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={classes} style={typeof size === 'number' ? { fontSize: size } : undefined} aria-hidden="true" />;
}
