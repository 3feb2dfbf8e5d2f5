// Where an import specifier points inside this project, for the local rules: `@/x` is the tsconfig alias of
// the project root, `./x` and `../x` are relative to the importing file. Anything else is a package.
const path = require('node:path');

const PROJECT_ROOT = path.resolve(__dirname, '..');

/** The import's target relative to the project root (`lib/server/db`), or null for a package. */
function projectPathOf(specifier, importingFile, root = PROJECT_ROOT) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return path
    .relative(root, path.resolve(path.dirname(importingFile), specifier))
    .split(path.sep)
    .join('/');
}

/** True when a project-relative path lies in `folder` (`lib/server`) or is that folder. */
const isInside = (projectPath, folder) => projectPath === folder || projectPath.startsWith(`${folder}/`);

/** A rule's listeners for every node that names a module: imports, re-exports and `import()`. */
function onEveryModuleNamed(check) {
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

module.exports = { PROJECT_ROOT, projectPathOf, isInside, onEveryModuleNamed };
