// Which lib/server modules must start with `import 'server-only'`, shared by the lint rule that requires the
// mark (server-only-mark.cjs) and the script that writes it (scripts/mark-server-only.mjs).
//
// Not marked: tests (Jest maps the package anyway, but a test is no module a bundle could reach), CommonJS
// files, declaration files, and every module Node loads outside Next's bundler: next.config.mjs, scripts/serve.mjs
// and the server runtime (server-runtime/*.cjs, the cache handlers among them) are loaded as they are, where
// `server-only` throws.
const fs = require('node:fs');
const path = require('node:path');
const { PROJECT_ROOT, isInside, projectPathOf } = require('./project-paths.cjs');

const SERVER_ONLY_MARK = "import 'server-only';";
const SERVER_FOLDER = 'lib/server';
/** The code Node loads as it is, before and beside Next: the HTTP server's pieces and the cache handlers. */
const RUNTIME_FOLDER = 'server-runtime';
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.cjs', '.js', '/index.ts'];
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

const isTest = (file) => /\.test\.tsx?$/.test(file);
const isModuleSource = (file) => /\.tsx?$/.test(file) && !/\.d\.c?ts$/.test(file);

function resolveProjectFile(projectPath, root) {
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = `${projectPath}${extension}`;
    if (fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

function filesUnder(folder, root) {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The project files Node loads without the bundler: next.config.mjs, serve.mjs, the runtime, and what they import. */
function outsideBundlerFiles(root = PROJECT_ROOT) {
  const runtime = filesUnder(RUNTIME_FOLDER, root).filter((file) => file.endsWith('.cjs'));
  const pending = ['next.config.mjs', 'scripts/serve.mjs', ...runtime];
  const seen = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(IMPORT_SPECIFIER)) {
      const target = projectPathOf(specifier, path.join(root, file), root);
      const resolved = target && resolveProjectFile(target, root);
      if (resolved) pending.push(resolved);
    }
  }
  return seen;
}

/** Whether a project-relative path names a lib/server module that must carry the mark. */
function needsServerOnlyMark(projectPath, outsideBundler) {
  return (
    isInside(projectPath, SERVER_FOLDER) &&
    isModuleSource(projectPath) &&
    !isTest(projectPath) &&
    !outsideBundler.has(projectPath)
  );
}

/** Every lib/server module that must carry the mark, project-relative. */
function serverOnlyModules(root = PROJECT_ROOT) {
  const outsideBundler = outsideBundlerFiles(root);
  return filesUnder(SERVER_FOLDER, root)
    .filter((file) => needsServerOnlyMark(file, outsideBundler))
    .sort();
}

module.exports = { SERVER_ONLY_MARK, outsideBundlerFiles, needsServerOnlyMark, serverOnlyModules };
