// A file that starts with 'use client' is bundled for the browser with everything it imports, so it must not
// import lib/server (database handles, secrets, node: modules). import/no-restricted-paths cannot see the
// directive, hence this rule. Type-only imports are erased before bundling and stay allowed.
const { isInside, onEveryModuleNamed, projectPathOf } = require('./project-paths.cjs');

const SERVER_FOLDER = 'lib/server';

const isClientModule = (program) =>
  program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
const noServerImportInClient = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a 'use client' module to import lib/server." },
    schema: [],
    messages: {
      serverImport:
        "'{{source}}' is lib/server code; a 'use client' module is sent to the browser. Receive the data as props, or call the API through lib/client.",
    },
  },
  create(context) {
    let client = false;
    const check = (node) => {
      if (!client || !node.source || typeof node.source.value !== 'string' || isTypeOnly(node)) return;
      const target = projectPathOf(node.source.value, context.filename);
      if (target && isInside(target, SERVER_FOLDER))
        context.report({ node: node.source, messageId: 'serverImport', data: { source: node.source.value } });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ...onEveryModuleNamed(check),
    };
  },
};

module.exports = { noServerImportInClient };
