// Reads CSV as spreadsheets write it (RFC 4180) with csv-parse: cells separated by commas, quoted when they hold a
// comma, a quote (doubled) or a line break; lines ending in CRLF, LF or CR, mixed in one file; a UTF-8
// byte-order mark at the start ignored; blank lines skipped. The bytes are decoded and parsed a slice at a time,
// so a large file is never held as one string, and each record keeps the file line it starts on, so an error can
// name the line a spreadsheet shows.
import 'server-only';
import { parse, type Options } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

export type CsvRecord = { line: number; cells: string[] };
export type CsvParse = { records: CsvRecord[] };

/** Why a file could not be read as CSV, and the line it failed on. */
export class CsvReadError extends Error {
  constructor(
    readonly kind: 'not-utf8' | 'unclosed-quote' | 'malformed',
    readonly line: number,
  ) {
    super(`CSV ${kind} at line ${line}`);
  }
}

/** The apostrophe our exports put before a cell a spreadsheet would run as a formula (csvCell) comes off: one
 *  apostrophe, so a cell that itself began with one keeps it. */
const FORMULA_GUARD = /^'+[=+\-@\t\r]/;

export function unguardCell(cell: string): string {
  return FORMULA_GUARD.test(cell) ? cell.slice(1) : cell;
}

/** The parser's options; each record comes out as a CsvRecord with its line, blank lines left out. */
function options(record: ReturnType<typeof lineCounter>): Options {
  return {
    bom: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    // With raw, the parser hands each record over as { raw, record } and passes on what this returns.
    on_record: ((item: { raw: string; record: string[] }) =>
      record(item.raw, item.record)) as unknown as Options['on_record'],
  };
}

const SLICE = 64 * 1024;

/** Counts the lines each record spans (its raw text ends with its line break) to give the next its line. */
function lineCounter() {
  let next = 1;
  const record = (raw: string, cells: string[]): CsvRecord | null => {
    const line = next;
    next += raw.match(/\r\n|\r|\n/g)?.length ?? 0;
    // A blank line between records (or at the end) is not a record.
    return cells.length === 1 && cells[0] === '' ? null : { line, cells };
  };
  /** The line the record being read starts on. */
  record.pending = () => next;
  return record;
}

function readError(error: unknown, line: number): CsvReadError {
  const e = error as { code?: string; lines?: number };
  if (e.code === 'CSV_QUOTE_NOT_CLOSED') return new CsvReadError('unclosed-quote', line);
  if (typeof e.code === 'string' && e.code.startsWith('CSV_')) return new CsvReadError('malformed', e.lines ?? line);
  throw error;
}

/** The file's records one at a time; throws CsvReadError when it is not UTF-8 or not CSV. */
export async function* readCsvRecords(bytes: Uint8Array): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const record = lineCounter();
  const parser = parse(options(record));
  let failure: CsvReadError | null = null;
  let stopped = false;
  const feed = async () => {
    for (let start = 0; start < bytes.length && !failure && !stopped; start += SLICE) {
      let text: string;
      try {
        text = decoder.decode(bytes.subarray(start, start + SLICE), { stream: start + SLICE < bytes.length });
      } catch {
        failure = new CsvReadError('not-utf8', record.pending());
        break;
      }
      // Waits for the parser to drain, so at most a slice or two of text is ever waiting in it; a reader that
      // stops early (a row limit, a parse error) closes the parser, which ends the wait.
      if (!parser.write(text)) {
        await new Promise((resolve) => {
          parser.once('drain', resolve);
          parser.once('close', resolve);
        });
      }
    }
    if (!stopped) parser.end();
  };
  const fed = feed();
  try {
    for await (const read of parser as AsyncIterable<CsvRecord>) {
      yield read;
      if (failure) break;
    }
  } catch (error) {
    throw readError(error, record.pending());
  } finally {
    stopped = true;
    parser.destroy();
    await fed.catch(() => undefined);
  }
  if (failure) throw failure;
}

/** A whole text read at once (tests and scripts reading an export). */
export function parseCsv(text: string): CsvParse {
  return { records: parseSync(text, options(lineCounter())) as unknown as CsvRecord[] };
}
