// Reads CSV as spreadsheets write it (RFC 4180): cells separated by commas, quoted when they hold a comma, a
// quote (doubled) or a line break; lines ending in CRLF or LF; a UTF-8 byte-order mark at the start ignored.
// Each record keeps the file line it starts on, so an error can name the line a spreadsheet shows.
import 'server-only';

export type CsvRecord = { line: number; cells: string[] };
export type CsvParse = { records: CsvRecord[]; unclosedQuoteLine: number | null };

/** The apostrophe our exports put before a cell a spreadsheet would run as a formula (csvCell) comes off. */
const FORMULA_GUARD = /^'[=+\-@\t\r]/;

export function unguardCell(cell: string): string {
  return FORMULA_GUARD.test(cell) ? cell.slice(1) : cell;
}

export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let cells: string[] = [];
  let cell = '';
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  const endRecord = () => {
    cells.push(cell);
    // A blank line between records (or at the end) is not a record.
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (quoted) return { records, unclosedQuoteLine: quoteLine };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, unclosedQuoteLine: null };
}
