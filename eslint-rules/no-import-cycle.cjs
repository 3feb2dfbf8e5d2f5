// No module of the project imports itself back through others: a cycle makes the order modules initialise in
// depend on which is imported first. eslint-plugin-import's no-cycle did this by walking every import of every
// linted file again, which was two thirds of lint's time (23 of 35 s); this rule reads each module's imports
// once per ESLint process (again when the file changes) and searches that graph. Imports of types alone are
// erased before run time and are no edge; dynamic import() is one, as in no-cycle. Packages are not followed.
const fs = require('node:fs');
const path = require('node:path');
const { importsOf } = require('./domain-graph.cjs');
const { PROJECT_ROOT, onEveryModuleNamed, projectPathOf } = require('./project-paths.cjs');

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.cjs'];
const CANDIDATES = ['', ...EXTENSIONS, ...EXTENSIONS.map((extension) => `/index${extension}`)];

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false; // not there, or a file stands where a folder would be (`x.module.css/index.ts`)
  }
}

/** Resolved specifiers, by the importing folder and the specifier; a miss is asked again next time. */
const resolved = new Map();

/** The project file an import specifier names, or null for a package, an asset or a path that is not there. */
function resolveImport(specifier, importingFile) {
  const key = `${path.dirname(importingFile)}\0${specifier}`;
  const known = resolved.get(key);
  if (known) return known;
  const target = projectPathOf(specifier, importingFile);
  if (target === null) return null;
  const base = path.join(PROJECT_ROOT, target);
  for (const candidate of CANDIDATES) {
    const file = base + candidate;
    if (!EXTENSIONS.includes(path.extname(file))) continue;
    if (isFile(file)) {
      resolved.set(key, file);
      return file;
    }
  }
  return null;
}

/** Each module's run-time imports as resolved files, kept with the modification time they were read at. */
const edgesOnDisk = new Map();

function runtimeImportsOnDisk(file) {
  const { mtimeMs } = fs.statSync(file);
  const known = edgesOnDisk.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.targets;
  const targets = importsOf(fs.readFileSync(file, 'utf8'), file)
    .filter((found) => !found.typeOnly)
    .map((found) => resolveImport(found.specifier, file))
    .filter((target) => target !== null);
  edgesOnDisk.set(file, { mtimeMs, targets });
  return targets;
}

/**
 * The shortest way from `start` back to `file` as a list of files ending in `file`, or null if there is none.
 * `dead` holds modules already known not to lead back (everything a fruitless search saw); it grows here.
 */
function wayBack(start, file, dead) {
  if (start === file) return [file];
  if (dead.has(start)) return null;
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const node = queue[at];
    for (const next of runtimeImportsOnDisk(node)) {
      if (cameFrom.has(next) || dead.has(next)) continue;
      cameFrom.set(next, node);
      if (next === file) {
        const way = [];
        for (let step = file; step !== null; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      queue.push(next);
    }
  }
  for (const seen of queue) dead.add(seen);
  return null;
}

const shortName = (file) => path.relative(PROJECT_ROOT, file).split(path.sep).join('/');

/** Whether an ESLint import or export node is erased before run time (`import type`, every name a type). */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const names = node.specifiers ?? [];
  return (
    names.length > 0 &&
    names.every((name) => name.importKind === 'type' || name.exportKind === 'type') &&
    names.every((name) => name.type === 'ImportSpecifier' || name.type === 'ExportSpecifier')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a run-time import that leads back to the importing module.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{way}}. Move what both need to a module that neither imports.' },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const dead = new Set();
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || typeOnly(node)) return;
      const target = resolveImport(source.value, file);
      if (target === null) return;
      const way = wayBack(target, file, dead);
      if (way === null) return;
      context.report({
        node: source,
        messageId: 'cycle',
        data: { way: [file, ...way].map(shortName).join(' -> ') },
      });
    };
    return onEveryModuleNamed(check);
  },
};

module.exports = { noImportCycle };
