// docs/configuration.md lists every environment variable the code reads, and nothing else: each name in the
// schema of server-runtime/environment.cjs is documented in its section, each documented name is in the schema,
// and where the schema has a default the document states the same one.
import fs from 'node:fs';
import path from 'node:path';
import { SHOP_VARIABLES, TOOL_VARIABLES, defaultOf } from '@/server-runtime/environment.cjs';

const DOC = fs.readFileSync(path.join(__dirname, '..', 'docs', 'configuration.md'), 'utf8');

/** The lines of one `## ` section of the document. */
function section(title: string): string[] {
  const lines = DOC.split('\n');
  const start = lines.indexOf(`## ${title}`);
  if (start < 0) throw new Error(`docs/configuration.md has no section "${title}"`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Each list item's names (`- \`A\`, \`B\` or \`C\` (default …)`) with the default it states, if one in backticks. */
function documented(lines: string[]): Map<string, string | null> {
  const names = new Map<string, string | null>();
  for (const line of lines) {
    const item = /^- ((?:`[A-Z][A-Z0-9_]*`(?:, | or )?)+)(.*)$/.exec(line);
    if (!item) continue;
    const stated = /^ \(default `([^`]+)`/.exec(item[2]);
    for (const [, name] of item[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.set(name, stated ? stated[1] : null);
  }
  return names;
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('docs/configuration.md against the environment schema', () => {
  const shop = documented(section('Environment variables'));
  const tools = documented(section('Set by the tools'));

  it('documents every variable the shop owner may set, and no other', () => {
    expect(sorted(shop.keys())).toEqual(sorted(SHOP_VARIABLES));
  });

  it('lists every variable the tools set, and no other', () => {
    expect(sorted(tools.keys())).toEqual(sorted(TOOL_VARIABLES));
  });

  it('states the schema default wherever the schema has one', () => {
    const differing = SHOP_VARIABLES.flatMap((name) => {
      const fallback = defaultOf(name);
      if (fallback === undefined) return [];
      return shop.get(name) === String(fallback) ? [] : [`${name}: schema ${fallback}, doc ${shop.get(name)}`];
    });
    expect(differing).toEqual([]);
  });

  it('would notice a variable documented but not in the schema', () => {
    const withExtra = documented(['- `NOT_A_SETTING` (default `1`): nothing', '- `PORT` (default `3000`): serves']);
    expect(sorted(withExtra.keys()).filter((name) => !SHOP_VARIABLES.includes(name))).toEqual(['NOT_A_SETTING']);
  });
});
