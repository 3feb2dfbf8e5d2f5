// Every lib/client module starts with `import 'client-only'`: the stores read localStorage and the API client
// calls /api/v1 from the browser, so a Server Component that imports one fails the build instead of running
// browser code on the server. Type-only imports are erased and need no mark on the importer's side.
const CLIENT_ONLY_MARK = "import 'client-only';";

const isMark = (statement) =>
  statement.type === 'ImportDeclaration' &&
  statement.source.value === 'client-only' &&
  statement.specifiers.length === 0;

/** @type {import('eslint').Rule.RuleModule} */
const clientOnlyMark = {
  meta: {
    type: 'problem',
    docs: { description: "Require `import 'client-only'` in every lib/client module." },
    schema: [],
    messages: { missing: `lib/client modules start with \`${CLIENT_ONLY_MARK}\`.` },
  },
  create(context) {
    return {
      Program(program) {
        if (!program.body.some(isMark)) context.report({ loc: { line: 1, column: 0 }, messageId: 'missing' });
      },
    };
  },
};

module.exports = { clientOnlyMark, CLIENT_ONLY_MARK };
