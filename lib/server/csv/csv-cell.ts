// One cell of a CSV the back office hands out: quoted when it holds a comma, quote or line break, and a leading
// =, +, -, @, tab or return made inert (a spreadsheet would run it as a formula) by an apostrophe. A cell that
// already begins with apostrophes before such a character gets one more, so the import, which takes one off,
// reads back exactly what was written.
import 'server-only';

export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (/^'*[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
