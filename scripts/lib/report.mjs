// Writes one section of docs/benchmarks.md between markers, leaving the other sections as they are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './run.mjs';

const FILE = path.join(ROOT, 'docs', 'benchmarks.md');

export function machineLine() {
  const cpus = os.cpus();
  return `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let text = fs.existsSync(FILE)
    ? fs.readFileSync(FILE, 'utf8')
    : '# Benchmarks\n\nFigures written by the benchmark scripts; targets come from the issues.\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(FILE, text);
}
