// One cell of a CSV the back office hands out: quoted when it holds a comma, quote or line break, and a leading
// =, +, -, @, tab or return made inert (a spreadsheet would run it as a formula).
import 'server-only';

export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
