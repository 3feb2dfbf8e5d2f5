// Every lib/server module that a bundle could reach starts with `import 'server-only'`, so a client
// component that imports one fails the build instead of shipping server code (see server-only-scope.cjs
// for which modules, and scripts/mark-server-only.mjs to add the line).
const path = require('node:path');
const { PROJECT_ROOT } = require('./project-paths.cjs');
const { SERVER_ONLY_MARK, needsServerOnlyMark, outsideBundlerFiles } = require('./server-only-scope.cjs');

let outsideBundler;

const isMark = (statement) =>
  statement.type === 'ImportDeclaration' &&
  statement.source.value === 'server-only' &&
  statement.specifiers.length === 0;

const serverOnlyMark = {
  meta: {
    type: 'problem',
    docs: { description: "Require `import 'server-only'` in every lib/server module a bundle could reach." },
    schema: [],
    messages: {
      missing: `lib/server modules start with \`${SERVER_ONLY_MARK}\` (node scripts/mark-server-only.mjs adds it).`,
    },
  },
  create(context) {
    return {
      Program(program) {
        outsideBundler ??= outsideBundlerFiles();
        const projectPath = path.relative(PROJECT_ROOT, context.filename).split(path.sep).join('/');
        if (!needsServerOnlyMark(projectPath, outsideBundler)) return;
        if (!program.body.some(isMark)) context.report({ loc: { line: 1, column: 0 }, messageId: 'missing' });
      },
    };
  },
};

module.exports = { serverOnlyMark };
