// WCAG 2.1 contrast of two #rrggbb colours: the back office warns when text on the shop's colours is hard to read.
import { darkenChannels } from './color-shade';
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 0;
  const [r, g, b] = m.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** AA for normal text. */
export const WCAG_AA_TEXT = 4.5;

/**
 * The colour, darkened in steps until text in it reaches AA on the background: an outlined chip writes its
 * label in its colour (the accent #3d9bb0 on white is 3.2:1). A colour that already reads well is kept.
 */
export function readableOn(hex: string, background = '#ffffff'): string {
  let shade = hex;
  for (let i = 0; i < 26 && contrastRatio(shade, background) < WCAG_AA_TEXT; i++) shade = darkenChannels(shade, 10);
  return shade;
}
