import fs from 'node:fs';
import { GLYPH_NAMES } from '@/components/icons/glyph-names';
import { GLYPHS_CSS_FILE, readIconPath, renderGlyphsCss, svgDataUrl } from './icon-glyphs';

describe('generated icon glyphs', () => {
  it('match the installed @mui/icons-material (run `npm run generate:icons` after updating it)', () => {
    expect(fs.readFileSync(GLYPHS_CSS_FILE, 'utf8')).toBe(renderGlyphsCss());
  });

  it('hold one drawable path per icon', () => {
    for (const name of GLYPH_NAMES) expect(readIconPath(name)).toMatch(/^[Mm][\d.\s,MmLlHhVvCcSsQqTtAaZz-]+$/);
  });

  it('refuse an icon drawn with more than one shape', () => {
    // AccountCircleTwoTone layers a translucent path under the outline.
    expect(() => readIconPath('AccountCircleTwoTone')).toThrow(/expected one <path>/);
  });

  it('escape what a data URL in CSS may not hold raw, and decode back to the SVG', () => {
    const url = svgDataUrl('M0 0h24v24H0z');
    expect(url).not.toMatch(/[<>#]/);
    const svg = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2));
    expect(svg).toBe("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M0 0h24v24H0z'/></svg>");
  });
});
