// `npm run generate:icons`: rewrites components/icons/glyph-paths.ts (see scripts/icon-glyphs.ts).
import fs from 'node:fs';
import { GLYPH_PATHS_FILE, renderGlyphPaths } from './icon-glyphs';

fs.writeFileSync(GLYPH_PATHS_FILE, renderGlyphPaths());
console.log(`wrote ${GLYPH_PATHS_FILE}`);
