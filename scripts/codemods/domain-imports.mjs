// Rewrites every import from one lib/server domain into another domain's file (`@/lib/server/orders/refunds`
// from lib/server/payments/...) to that domain's index (`@/lib/server/orders`), and adds the names the index
// lacks as named re-exports (`export { refundRemaining } from './refunds';`, types as `export type`), creating
// the index when the domain has none. The rule it satisfies is eslint-rules/domain-through-index.cjs.
//
// Run it again after merging a branch that brought new deep imports; it changes nothing the second time.
//   node scripts/codemods/domain-imports.mjs          rewrite, then list what changed
//   node scripts/codemods/domain-imports.mjs --check  change nothing; exit 1 when something would change
// Only named imports and re-exports are rewritten. A namespace, default or dynamic import of another domain's
// file is listed and the run fails: rewrite it by hand (a dynamic import kept deep on purpose needs a reason).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const graph = require('../../eslint-rules/domain-graph.cjs');
const { domainFiles, domainOf, importsOf, isDomainIndex, SERVER_FOLDER } = graph;
const { projectPathOf } = require('../../eslint-rules/project-paths.cjs');
const ts = require('typescript');

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const MAX_LINE = 120;
const check = process.argv.includes('--check');

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const indexFileOf = (domain) => `${SERVER_FOLDER}/${domain}/index.ts`;
const indexSpecifierOf = (domain) => `@/${SERVER_FOLDER}/${domain}`;

/** The module an index re-exports from, relative to the domain folder: `./refunds`, `./schema`. */
function moduleInDomain(target, domain) {
  const inside = target
    .slice(`${SERVER_FOLDER}/${domain}/`.length)
    .replace(/\.(ts|tsx)$/, '')
    .replace(/\/index$/, '');
  return `./${inside}`;
}

/** `{ a, type B, c as d }` on one line, or one name a line when that would pass MAX_LINE. */
function braces(names, before, after) {
  const line = `${before}{ ${names.join(', ')} }${after}`;
  return line.length <= MAX_LINE ? line : `${before}{\n${names.map((name) => `  ${name},`).join('\n')}\n}${after}`;
}

const unsupported = [];
/** Per target domain: module → name → 'value' | 'type' (value wins when one importer needs the value). */
const wanted = new Map();
/** Per importing file: its text edits. */
const edits = new Map();

function want(domain, module, name, typeOnly) {
  if (!wanted.has(domain)) wanted.set(domain, new Map());
  const modules = wanted.get(domain);
  if (!modules.has(module)) modules.set(module, new Map());
  const names = modules.get(module);
  if (!typeOnly || !names.has(name)) names.set(name, typeOnly ? 'type' : 'value');
}

/** Per target domain: names imported from its index already, which the index must export too (after a merge). */
const fromIndex = new Map();

/** The names a module declares as exported itself (`export function x`, `export type Y`, `export { z }`). */
function declaredExports(file) {
  const sourceFile = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of sourceFile.statements) {
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (exported && statement.name && ts.isIdentifier(statement.name)) names.push(statement.name.text);
    else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) names.push(...clause.elements.map((element) => element.name.text));
    }
  }
  return names;
}

/** Where a name the index lacks is declared inside the domain: its module, or null when none or several. */
function declaringModule(domain, name) {
  const files = domainFiles(ROOT).filter((file) => domainOf(file) === domain && file !== indexFileOf(domain));
  const declaring = files.filter((file) => declaredExports(file).includes(name));
  return declaring.length === 1 ? moduleInDomain(declaring[0], domain) : null;
}

function nameText({ imported, local, typeOnly }, declarationTypeOnly) {
  const alias = imported === local ? imported : `${imported} as ${local}`;
  return typeOnly && !declarationTypeOnly ? `type ${alias}` : alias;
}

for (const file of domainFiles(ROOT)) {
  const from = domainOf(file);
  const source = read(file);
  const found = importsOf(source, file);
  /** Declarations of this file that end up naming an index, by `specifier|typeOnly`, so they can merge. */
  const merged = new Map();
  const fileEdits = [];
  for (const entry of found) {
    const target = projectPathOf(entry.specifier, path.join(ROOT, file), ROOT);
    const to = target && domainOf(target);
    if (!to || to === from) continue;
    const deep = !isDomainIndex(target);
    const kind = entry.names ? 'import' : entry.exportNames ? 'export' : null;
    if (deep && !kind) {
      const { line } = entry.sourceFile.getLineAndCharacterOfPosition(entry.node.getStart());
      unsupported.push(`${file}:${line + 1}: '${entry.specifier}' (not a named import; rewrite it by hand)`);
      continue;
    }
    if (!kind) continue;
    // Only what names a domain's index (or will) takes part in merging; a sub-entry such as db/schema stays.
    if (!deep && entry.specifier !== indexSpecifierOf(to)) continue;
    const names = entry.names ?? entry.exportNames;
    const declarationTypeOnly = entry.node.importClause?.isTypeOnly ?? entry.node.isTypeOnly ?? false;
    if (deep) for (const name of names) want(to, moduleInDomain(target, to), name.imported, name.typeOnly);
    else {
      if (!fromIndex.has(to)) fromIndex.set(to, new Map());
      const known = fromIndex.get(to);
      for (const name of names) {
        if (!name.typeOnly || !known.has(name.imported)) known.set(name.imported, name.typeOnly);
      }
    }
    const key = `${kind}|${to}|${declarationTypeOnly}`;
    const texts = names.map((name) => nameText(name, declarationTypeOnly));
    if (!merged.has(key)) merged.set(key, { kind, to, declarationTypeOnly, texts: [], nodes: [], deep: false });
    const group = merged.get(key);
    group.texts.push(...texts);
    group.nodes.push(entry.node);
    group.deep ||= deep;
  }
  for (const group of merged.values()) {
    if (!group.deep) continue;
    const [first, ...rest] = group.nodes;
    const unique = [...new Set(group.texts)];
    const keyword = group.kind === 'import' ? 'import' : 'export';
    const typeWord = group.declarationTypeOnly ? ' type' : '';
    const text = braces(unique, `${keyword}${typeWord} `, ` from '${indexSpecifierOf(group.to)}';`);
    fileEdits.push({ start: first.getStart(), end: first.getEnd(), text });
    for (const node of rest) {
      // The declaration and the line break after it.
      const end = source[node.getEnd()] === '\n' ? node.getEnd() + 1 : node.getEnd();
      fileEdits.push({ start: node.getStart(), end, text: '' });
    }
  }
  if (fileEdits.length > 0) edits.set(file, fileEdits);
}

/** The index text with every wanted name exported, existing declarations extended in place. */
function withExports(domain, modules) {
  const file = indexFileOf(domain);
  const exists = fs.existsSync(path.join(ROOT, file));
  const source = exists ? read(file) : "import 'server-only';\n";
  // Re-exports only (`export * as tables from './schema'` names one namespace and is left as it is).
  const existing = importsOf(source, file).filter((entry) => 'exportNames' in entry);
  const exported = new Map();
  for (const entry of existing) {
    if (entry.exportNames) {
      for (const name of entry.exportNames) exported.set(name.local, name.typeOnly ? 'type' : 'value');
    } else if (!entry.node.exportClause) {
      unsupported.push(`${file}: 'export * from ${entry.specifier}' (name what other domains use)`);
    }
  }
  const fileEdits = [];
  const appended = [];
  const added = [];
  for (const [module, names] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    const missing = [...names].filter(
      ([name, kind]) => !exported.has(name) || (kind === 'value' && exported.get(name) === 'type'),
    );
    if (missing.length === 0) continue;
    for (const [name, kind] of missing) {
      if (exported.get(name) === 'type') {
        unsupported.push(`${file}: '${name}' is exported as a type only, but another domain uses its value`);
      }
      added.push(`${domain}: ${name}`);
      exported.set(name, kind);
    }
    // Extend the module's value export when it has one (a type name joins it as `type X`).
    const target = existing.find((entry) => entry.exportNames && entry.specifier === module && !entry.node.isTypeOnly);
    if (target) {
      const texts = [
        ...target.exportNames.map((name) => nameText(name, false)),
        ...missing.map(([name, kind]) => (kind === 'type' ? `type ${name}` : name)),
      ];
      const text = braces(texts, 'export ', ` from '${module}';`);
      fileEdits.push({ start: target.node.getStart(), end: target.node.getEnd(), text });
    } else {
      const values = missing.filter(([, kind]) => kind === 'value').map(([name]) => name);
      const types = missing.filter(([, kind]) => kind === 'type').map(([name]) => name);
      const texts = values.length > 0 ? [...values, ...types.map((name) => `type ${name}`)] : types;
      appended.push(braces(texts, values.length > 0 ? 'export ' : 'export type ', ` from '${module}';`));
    }
  }
  const text = applyEdits(source, fileEdits);
  const next = appended.length === 0 ? text : `${text.replace(/\n*$/, '\n')}${appended.join('\n')}\n`;
  return { file, next, changed: next !== source, added };
}

function applyEdits(source, fileEdits) {
  let text = source;
  for (const edit of [...fileEdits].sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }
  return text;
}

// Names already imported from an index that it does not export (an index edited in a merge, say): found in
// the one module of the domain that declares them.
for (const [domain, names] of fromIndex) {
  const file = indexFileOf(domain);
  const exported = fs.existsSync(path.join(ROOT, file))
    ? new Set(importsOf(read(file), file).flatMap((entry) => (entry.exportNames ?? []).map((name) => name.local)))
    : new Set();
  const known = new Set([...(wanted.get(domain)?.values() ?? [])].flatMap((moduleNames) => [...moduleNames.keys()]));
  for (const [name, typeOnly] of names) {
    if (exported.has(name) || known.has(name)) continue;
    const declaring = declaringModule(domain, name);
    if (declaring) want(domain, declaring, name, typeOnly);
    else unsupported.push(`${file}: '${name}' is imported from the index, but no one module of ${domain} declares it`);
  }
}

const changedFiles = [];
const addedNames = [];
for (const [file, fileEdits] of edits) {
  const source = read(file);
  const next = applyEdits(source, fileEdits);
  if (next === source) continue;
  changedFiles.push(file);
  if (!check) fs.writeFileSync(path.join(ROOT, file), next);
}
for (const [domain, modules] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
  const { file, next, changed, added } = withExports(domain, modules);
  if (!changed) continue;
  changedFiles.push(file);
  addedNames.push(...added);
  if (!check) fs.writeFileSync(path.join(ROOT, file), next);
}

for (const line of unsupported) console.error(`domain-imports: ${line}`);
if (changedFiles.length === 0) {
  console.log('domain-imports: every cross-domain import in lib/server goes through an index.');
} else {
  const verb = check ? 'would change' : 'changed';
  console.log(`domain-imports: ${verb} ${changedFiles.length} files; ${addedNames.length} names exported:`);
  for (const name of addedNames) console.log(`  ${name}`);
  for (const file of changedFiles) console.log(`  ${file}`);
}
process.exitCode = unsupported.length > 0 || (check && changedFiles.length > 0) ? 1 : 0;
