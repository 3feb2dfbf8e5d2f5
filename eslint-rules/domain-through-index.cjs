// A domain of lib/server (orders, payments, cache, ...) reaches another only through that domain's index.ts,
// so what a domain offers the others is one short list, and moving a file inside a domain breaks nobody.
// Imports within a domain are free. Routes, components and scripts may still import a domain's files: a
// route calls one function and need not load the whole domain (eslint.config.mjs applies this to lib/server).
// `node scripts/codemods/domain-imports.mjs` rewrites deep imports to the index and adds what is missing there.
const { domainOf, isDomainIndex } = require('./domain-graph.cjs');
const { PROJECT_ROOT, onEveryModuleNamed, projectPathOf } = require('./project-paths.cjs');
const path = require('node:path');

/** @type {import('eslint').Rule.RuleModule} */
const domainThroughIndex = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid a lib/server domain to import another domain's files other than its index.ts." },
    schema: [],
    messages: {
      deepImport:
        "'{{source}}' is inside the {{to}} domain: from {{from}}, import it from '@/lib/server/{{to}}' " +
        '(lib/server/{{to}}/index.ts; `node scripts/codemods/domain-imports.mjs` rewrites it and exports the names).',
    },
  },
  create(context) {
    const file = path.relative(PROJECT_ROOT, context.filename).split(path.sep).join('/');
    const from = domainOf(file);
    if (!from) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = projectPathOf(node.source.value, context.filename);
      const to = target && domainOf(target);
      if (!to || to === from || isDomainIndex(target)) return;
      context.report({ node: node.source, messageId: 'deepImport', data: { source: node.source.value, from, to } });
    };
    return onEveryModuleNamed(check);
  },
};

module.exports = { domainThroughIndex };
