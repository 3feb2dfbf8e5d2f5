// The domains of lib/server (one folder each: orders, payments, cache, ...) and the imports between them,
// shared by the lint rule that sends a domain through another's index.ts (domain-through-index.cjs), the test
// that refuses a cycle between domains (domain-cycles.test.ts) and the codemod that rewrites deep imports
// (scripts/codemods/domain-imports.mjs). Tests are consumers, not part of a domain's graph.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { PROJECT_ROOT, isInside, projectPathOf } = require('./project-paths.cjs');

const SERVER_FOLDER = 'lib/server';

/**
 * Features whose own records sit below orders while their flows sit above: the lower part is a folder of the
 * feature, a domain of its own in the graph (`exchange/records`), so the feature stays in one folder and the
 * graph stays one way (exchange -> orders -> exchange/records). A new entry needs its own index.ts.
 */
const LOWER_PARTS = { exchange: ['records'], payments: ['providers'] };

/**
 * The domain a project-relative path lies in (`lib/server/orders/x.ts` → `orders`,
 * `lib/server/exchange/records/quotes.ts` → `exchange/records`), or null outside one.
 */
function domainOf(projectPath) {
  if (!isInside(projectPath, SERVER_FOLDER)) return null;
  const [domain, ...rest] = projectPath.slice(SERVER_FOLDER.length + 1).split('/');
  // A file directly in lib/server is no domain; `lib/server/orders` (the folder) is the orders domain.
  if (!domain || (rest.length === 0 && /\.[cm]?[jt]sx?$/.test(domain))) return null;
  if (rest.length > 0 && (LOWER_PARTS[domain] ?? []).includes(rest[0])) return `${domain}/${rest[0]}`;
  return domain;
}

/**
 * Entries a domain offers besides its index.ts. db's schema is its own barrel (one file per domain's tables,
 * re-exported by schema/index.ts, which drizzle-kit reads too): every domain's queries name its tables, and
 * copying each table's name into db/index.ts would only mirror that file.
 */
const PUBLIC_ENTRIES = { db: ['schema'] };

/** Whether a specifier's project path names a domain's index (`lib/server/orders`, `.../orders/index`). */
function isDomainIndex(projectPath) {
  const domain = domainOf(projectPath);
  if (!domain) return false;
  const rest = projectPath
    .slice(`${SERVER_FOLDER}/${domain}`.length)
    .replace(/\.(ts|tsx|js)$/, '')
    .replace(/\/index$/, '');
  return rest === '' || rest === '/' || (PUBLIC_ENTRIES[domain] ?? []).some((entry) => rest === `/${entry}`);
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
const isDomainSource = (file) =>
  /\.tsx?$/.test(file) && !/\.d\.c?ts$/.test(file) && !isTest(file) && domainOf(file) !== null;

/** Every non-test module of every domain, project-relative and sorted. */
function domainFiles(root = PROJECT_ROOT) {
  return fs
    .readdirSync(path.join(root, SERVER_FOLDER), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isDomainSource)
    .sort();
}

/**
 * The imports and re-exports of one source text: `{ specifier, typeOnly, names, node }`, where `names` lists
 * `{ imported, local, typeOnly }` for named imports (null for a namespace, default-less side effect or dynamic
 * import, which the codemod leaves alone) and `node` is the TypeScript node of the declaration.
 */
function importsOf(source, fileName = 'x.ts') {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = Boolean(clause?.isTypeOnly);
      const bindings = clause?.namedBindings;
      const named = !clause?.name && bindings && ts.isNamedImports(bindings);
      const names = named
        ? bindings.elements.map((element) => ({
            imported: (element.propertyName ?? element.name).text,
            local: element.name.text,
            typeOnly: typeOnly || element.isTypeOnly,
          }))
        : null;
      const allTypes = typeOnly || (names !== null && names.length > 0 && names.every((name) => name.typeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: allTypes, names, node, sourceFile });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((element) => ({
              imported: (element.propertyName ?? element.name).text,
              local: element.name.text,
              typeOnly: node.isTypeOnly || element.isTypeOnly,
            }))
          : null;
      const allTypes = node.isTypeOnly || (names !== null && names.length > 0 && names.every((name) => name.typeOnly));
      const specifier = node.moduleSpecifier.text;
      found.push({ specifier, typeOnly: allTypes, names: null, exportNames: names, node, sourceFile });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) {
        found.push({ specifier: argument.text, typeOnly: false, names: null, node, sourceFile });
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const { literal } = node.argument;
      if (ts.isStringLiteral(literal)) {
        found.push({ specifier: literal.text, typeOnly: true, names: null, node, sourceFile });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * Every import from one domain into another: `{ file, fromDomain, toDomain, target, typeOnly, viaIndex }`,
 * `target` project-relative without extension.
 */
function crossDomainImports(root = PROJECT_ROOT) {
  const edges = [];
  for (const file of domainFiles(root)) {
    const fromDomain = domainOf(file);
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const found of importsOf(source, file)) {
      const target = projectPathOf(found.specifier, path.join(root, file), root);
      const toDomain = target && domainOf(target);
      if (!toDomain || toDomain === fromDomain) continue;
      edges.push({ file, fromDomain, toDomain, target, typeOnly: found.typeOnly, viaIndex: isDomainIndex(target) });
    }
  }
  return edges;
}

/** Distinct `from → to` domain pairs, sorted; `{ typesToo: false }` leaves out imports of types alone. */
function domainEdges(imports, { typesToo = true } = {}) {
  const counted = imports.filter((edge) => typesToo || !edge.typeOnly);
  const pairs = new Set(counted.map((edge) => `${edge.fromDomain} -> ${edge.toDomain}`));
  return [...pairs].sort();
}

/**
 * The cycles of a directed graph given as `a -> b` edges: one list of domains per strongly connected
 * component of more than one domain (Tarjan), each with one concrete cycle through it for the message.
 */
function domainCycles(edges) {
  const next = new Map();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ');
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const strongConnect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        strongConnect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) strongConnect(node);
  return components.map((component) => ({ domains: component, cycle: oneCycle(component, next) }));
}

/** A shortest way round from the component's first domain back to itself, as `a -> b -> a`. */
function oneCycle(component, next) {
  const members = new Set(component);
  const [start] = component;
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of next.get(node)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const way = [start];
        for (let step = node; step !== start; step = cameFrom.get(step)) way.splice(1, 0, step);
        return [...way, start].join(' -> ');
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return component.join(' -> ');
}

const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.cjs', '.js', '/index.ts'];

function resolveProjectFile(projectPath, root) {
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = `${projectPath}${extension}`;
    if (fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

/**
 * The project files a module loads when it runs (imports of types alone are erased), project-relative. A
 * barrel loads every module it re-exports, so this is how far importing an index reaches.
 */
function loadedFiles(entry, root = PROJECT_ROOT) {
  const seen = new Set();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|mjs|js)$/.test(file)) continue;
    for (const found of importsOf(fs.readFileSync(path.join(root, file), 'utf8'), file)) {
      if (found.typeOnly) continue;
      const target = projectPathOf(found.specifier, path.join(root, file), root);
      const resolved = target && resolveProjectFile(target, root);
      if (resolved) pending.push(resolved);
    }
  }
  return seen;
}

module.exports = {
  loadedFiles,
  SERVER_FOLDER,
  domainOf,
  isDomainIndex,
  domainFiles,
  importsOf,
  crossDomainImports,
  domainEdges,
  domainCycles,
};
