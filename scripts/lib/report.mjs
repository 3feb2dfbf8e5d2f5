// Writes one section of docs/benchmarks.md between markers, leaving the other sections as they are. Every
// section is fitted to WIDTH columns on the way in (prose wrapped, a wide table turned into a list), so the
// file stays readable in a terminal and in review, and tests/docs-lines.test.ts holds it to that.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './run.mjs';

const FILE = path.join(ROOT, 'docs', 'benchmarks.md');
export const WIDTH = 160;

export function machineLine() {
  const cpus = os.cpus();
  return `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Splits a line at spaces so no piece is over `width`, the pieces after the first indented by `indent`. */
function wrap(line, width, indent) {
  const words = line.split(' ');
  const out = [];
  let current = '';
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    const limit = out.length === 0 ? width : width - indent.length;
    if (candidate.length > limit && current.trim() !== '') {
      out.push(current);
      current = word;
    } else current = candidate;
  }
  out.push(current);
  return out.map((piece, i) => (i === 0 ? piece : indent + piece));
}

const cells = (row) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/** A table too wide for `width` as a list: one item per row, its first cell first, the others named. */
function tableAsList(rows) {
  const [header, , ...body] = rows.map(cells);
  return body.map((row) => {
    const rest = row.slice(1).map((value, i) => `${header[i + 1] ?? ''} ${value}`.trim());
    return `- ${header[0]} ${row[0]}: ${rest.join('; ')}`;
  });
}

/** Markdown fitted to `width` columns: code blocks kept, wide tables listed, long prose and items wrapped. */
export function fitMarkdown(markdown, width = WIDTH) {
  const lines = markdown.split('\n');
  const out = [];
  let inCode = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trimStart().startsWith('```')) inCode = !inCode;
    if (inCode || line.trimStart().startsWith('```')) {
      out.push(line);
      continue;
    }
    if (line.trimStart().startsWith('|')) {
      const table = [];
      while (i < lines.length && lines[i].trimStart().startsWith('|')) table.push(lines[i++]);
      i--;
      const wide = table.some((row) => row.length > width) && table.length > 2;
      for (const row of wide ? tableAsList(table) : table) out.push(...fitLine(row, width));
      continue;
    }
    out.push(...fitLine(line, width));
  }
  return out.join('\n');
}

function fitLine(line, width) {
  if (line.length <= width || line.startsWith('#') || line.startsWith('<!--')) return [line];
  const marker = /^(\s*(?:[-*]|\d+\.)\s+)/.exec(line);
  const indent = ' '.repeat(marker ? marker[1].length : (/^\s*/.exec(line)?.[0].length ?? 0));
  return wrap(line, width, indent);
}

/** Replaces (or appends) the block between `<!-- name:start -->` and `<!-- name:end -->` in `text`. */
export function replaceSection(text, name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${fitMarkdown(markdown.trim())}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  return pattern.test(text) ? text.replace(pattern, () => block) : `${text.trimEnd()}\n\n${block}\n`;
}

export function writeSection(name, markdown) {
  const text = fs.existsSync(FILE)
    ? fs.readFileSync(FILE, 'utf8')
    : '# Benchmarks\n\nFigures written by the benchmark scripts; targets come from the issues.\n';
  fs.writeFileSync(FILE, replaceSection(text, name, markdown));
}
