// Writes app/api/v1/openapi.json/route-modules.generated.ts: an import of every app/api/v1/**/route.ts, so the
// OpenAPI document is collected from the routes' own contracts. A static list, because a bundler must see each
// import at build time (no directory reads at run time). `npm run routes` rewrites it; `npm run build` and
// `npm run typecheck` run it first, and route-modules.test.ts fails while the committed list is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = path.join(ROOT, 'app/api/v1');
export const INDEX_FILE = path.join(API, 'openapi.json/route-modules.generated.ts');
/** The catch-all 404 is no endpoint; the document's own route adds itself (importing it here would be a cycle). */
const LEFT_OUT = new Set(['[...path]', 'openapi.json']);

function routeKeys(dir = API) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeKeys(full);
    return entry.name === 'route.ts' ? [path.relative(API, dir).split(path.sep).join('/')] : [];
  });
}

export function routeIndexSource() {
  const keys = routeKeys()
    .filter((key) => !LEFT_OUT.has(key))
    .sort();
  const imports = keys.map((key, i) => `import * as route${i} from '@/app/api/v1/${key}/route';`);
  // Quoted only where a key needs it, as Prettier writes an object.
  const entries = keys.map((key, i) => `  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: route${i},`);
  return [
    '// Written by scripts/route-index.mjs (npm run routes): every /api/v1 route module, by its folder.',
    ...imports,
    '',
    'export const ROUTE_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = routeIndexSource();
  let current = '';
  try {
    current = readFileSync(INDEX_FILE, 'utf8');
  } catch {
    // first run
  }
  if (current !== source) writeFileSync(INDEX_FILE, source);
}
