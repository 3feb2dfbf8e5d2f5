// `npm run generate:icons`: rewrites components/icons/glyphs.module.css (see scripts/icon-glyphs.ts).
import fs from 'node:fs';
import { GLYPHS_CSS_FILE, renderGlyphsCss } from './icon-glyphs';

fs.writeFileSync(GLYPHS_CSS_FILE, renderGlyphsCss());
console.log(`wrote ${GLYPHS_CSS_FILE}`);
