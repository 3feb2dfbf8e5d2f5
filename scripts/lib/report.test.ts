import path from 'node:path';
import { runEsm } from '@/test-support/esm-child';

const REPORT = path.join(__dirname, 'report.mjs');

/** What the report module makes of a section, computed in a child Node (Jest here does not load .mjs). */
function fitted(markdown: string, width: number): string[] {
  return runEsm<string[]>(`
    import { fitMarkdown } from ${JSON.stringify(REPORT)};
    console.log(JSON.stringify(fitMarkdown(${JSON.stringify(markdown)}, ${width}).split('\\n')));
  `);
}

function replaced(text: string, name: string, markdown: string): string {
  return runEsm<string>(`
    import { replaceSection } from ${JSON.stringify(REPORT)};
    console.log(JSON.stringify(replaceSection(${JSON.stringify(text)}, ${JSON.stringify(name)}, ${JSON.stringify(markdown)})));
  `);
}

describe('benchmark sections fitted to the width', () => {
  it('wraps prose at spaces and keeps a line of exactly the width whole', () => {
    const exact = 'a'.repeat(19) + ' b'; // 21 characters
    expect(fitted(exact, 21)).toEqual([exact]);
    expect(fitted(exact, 20)).toEqual(['a'.repeat(19), 'b']);
  });

  it('indents the rest of a list item under its text', () => {
    expect(fitted('- one two three four', 12)).toEqual(['- one two', '  three four']);
  });

  it('keeps a table that fits and turns one that does not into a list naming each value', () => {
    const table = ['| page | ms | note |', '|---|---|---|', '| home | 12 | fine |'];
    expect(fitted(table.join('\n'), 40)).toEqual(table);
    expect(fitted(table.join('\n'), 19)).toEqual(['- page home: ms 12;', '  note fine']);
  });

  it('leaves code blocks, headings and markers as they are', () => {
    const code = ['```', 'x'.repeat(30) + ' y', '```', '## ' + 'h '.repeat(20), '<!-- a:start -->'];
    expect(fitted(code.join('\n'), 10)).toEqual(code);
  });

  it('replaces only its own section, and appends a new one at the end', () => {
    const text = '# B\n\n<!-- a:start -->\nold a\n<!-- a:end -->\n\n<!-- b:start -->\nold b\n<!-- b:end -->\n';
    expect(replaced(text, 'a', 'new $& a')).toBe(
      '# B\n\n<!-- a:start -->\nnew $& a\n<!-- a:end -->\n\n<!-- b:start -->\nold b\n<!-- b:end -->\n',
    );
    expect(replaced('# B\n', 'c', 'c text')).toBe('# B\n\n<!-- c:start -->\nc text\n<!-- c:end -->\n');
  });
});
