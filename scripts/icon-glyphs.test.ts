import fs from 'node:fs';
import { GLYPH_NAMES } from '@/components/icons/glyph-names';
import { GLYPH_PATHS } from '@/components/icons/glyph-paths';
import { GLYPH_PATHS_FILE, readIconPath, renderGlyphPaths } from './icon-glyphs';

describe('generated icon glyphs', () => {
  it('match the installed @mui/icons-material (run `npm run generate:icons` after updating it)', () => {
    expect(fs.readFileSync(GLYPH_PATHS_FILE, 'utf8')).toBe(renderGlyphPaths());
  });

  it('hold one drawable path per icon', () => {
    for (const name of GLYPH_NAMES) {
      expect(readIconPath(name)).toMatch(/^[Mm][\d.\s,MmLlHhVvCcSsQqTtAaZz-]+$/);
      expect(GLYPH_PATHS[name]).toBe(readIconPath(name));
    }
  });

  it('refuse an icon drawn with more than one shape', () => {
    // AccountCircleTwoTone layers a translucent path under the outline.
    expect(() => readIconPath('AccountCircleTwoTone')).toThrow(/expected one <path>/);
  });
});
