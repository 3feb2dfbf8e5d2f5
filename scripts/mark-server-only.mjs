// Adds `import 'server-only';` to every lib/server module that lacks it (the modules eslint-rules/
// server-only-scope.cjs names), after the file's leading `//` comment block; a leading /** */ comment
// documents the first declaration, so the line goes above it. Run once: `node scripts/mark-server-only.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ONLY_MARK, serverOnlyModules } from '../eslint-rules/server-only-scope.cjs';
import { ROOT } from './lib/run.mjs';

const MARKED = /^import ['"]server-only['"];?$/m;

function withMark(source) {
  const lines = source.split('\n');
  let header = 0;
  while (header < lines.length && lines[header].startsWith('//')) header += 1;
  return [...lines.slice(0, header), SERVER_ONLY_MARK, ...lines.slice(header)].join('\n');
}

let marked = 0;
for (const file of serverOnlyModules(ROOT)) {
  const absolute = path.join(ROOT, file);
  const source = fs.readFileSync(absolute, 'utf8');
  if (MARKED.test(source)) continue;
  fs.writeFileSync(absolute, withMark(source));
  marked += 1;
}
console.log(`Marked ${marked} lib/server modules with ${SERVER_ONLY_MARK}`);
