// POST /api/v1/admin/imports/products: a products CSV (ours, from the export, or a Shopify product
// export) applied all or nothing, written in short batches (import/import-apply.ts). A row with an id updates that product, changing only the columns the file
// has; a row without one creates a product. Any problem anywhere refuses the whole file with every problem by
// line and column, and nothing is written; a dry run checks the same way and writes nothing either.
import 'server-only';
import { getDb } from '@/lib/server/db';
import { authorize, type StaffActor } from '@/lib/server/access';
import { downloadPicture } from '@/lib/server/media';
import { DomainError } from '@/lib/server/errors';
import { PICTURE_DOWNLOAD_MESSAGES as D } from '@/lib/shared/messages/admin-images';
import { CsvReadError, readCsvRecords, type CsvRecord } from '@/lib/server/csv';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import { PRODUCT_IMPORT_LIMITS, type ImportError, type ImportSummary } from '@/lib/shared/schemas/product-csv-schema';
import { draftOf, groupRows, readHeader, type Header, type ProductDraft } from './import/import-rows';
import { checkSkus, loadContext, planDraft, type Planned } from './import/import-plan';
import { applyInBatches, ImportRejected, type ApplyOptions } from './import/import-apply';
import { pacer } from './import/import-pacing';

/** `written`: the pieces created or changed (none on a dry run), for work that follows an import. */
export type ImportOutcome =
  { ok: true; summary: ImportSummary; written: number[] } | { ok: false; message: string; errors: ImportError[] };

const refused = (errors: ImportError[]): ImportOutcome => ({
  ok: false,
  message: M.rejected(errors.length),
  errors: [...errors].sort((a, b) => a.line - b.line).slice(0, PRODUCT_IMPORT_LIMITS.maxErrorsListed),
});

type Read = { errors: ImportError[]; header?: Header; drafts?: ProductDraft[]; rows?: number };

const fatal = (message: string, line = 1): Read => ({ errors: [{ line, column: '', message }] });

const READ_ERRORS: Record<CsvReadError['kind'], string> = {
  'not-utf8': M.notUtf8,
  'unclosed-quote': M.unclosedQuote,
  malformed: M.malformed,
};

/** A NUL character cannot be stored in a text column: named by line and column before the database sees it. */
function checkNul(record: CsvRecord, names: readonly string[], errors: ImportError[]): void {
  record.cells.forEach((cell, i) => {
    if (cell.includes('\u0000')) errors.push({ line: record.line, column: names[i] ?? '', message: M.nulByte });
  });
}

/** The file read, as a stream of records, into one draft per product, or the problems that stop it before the
 *  database is asked. Only the rows are held (at most maxRows of them), never the file as one text. */
async function draftsOf(bytes: Uint8Array): Promise<Read> {
  const errors: ImportError[] = [];
  let header: Header | undefined;
  let names: string[] = [];
  const rows: CsvRecord[] = [];
  const pace = pacer();
  try {
    for await (const record of readCsvRecords(bytes)) {
      checkNul(record, header ? names : record.cells.map((c) => c.trim()), errors);
      if (!header) {
        names = record.cells.map((c) => c.trim());
        header = readHeader(record, errors);
        continue;
      }
      if (rows.length === PRODUCT_IMPORT_LIMITS.maxRows) return fatal(M.tooManyRows(PRODUCT_IMPORT_LIMITS.maxRows));
      rows.push(record);
      await pace();
    }
  } catch (error) {
    if (error instanceof CsvReadError) return fatal(READ_ERRORS[error.kind], error.line);
    throw error;
  }
  if (!header) return fatal(M.empty);
  if (rows.length === 0) return fatal(M.noRows);
  if (errors.length > 0) return { errors };
  const groups = groupRows(rows, header, errors);
  if (!header.index.has('name') && groups.some((g) => g.id === null)) {
    errors.push({ line: 1, column: '', message: M.noNameColumn });
  }
  // A product whose rows already failed is not checked further: one problem is reported once.
  const drafts: ProductDraft[] = [];
  for (const g of groups) {
    const known = errors.length;
    const draft = draftOf(g, header, errors);
    if (errors.length === known) drafts.push(draft);
    await pace();
  }
  return { errors, header, drafts, rows: rows.length };
}

/** A real import copies the pictures its file names by https URL into the media store before anything is
 *  written (a few at a time, each at most once), and the products point at the copies: the catalogue never
 *  hot-links. A picture that cannot be copied refuses the file with its line, like any other bad cell. */
async function copyPictures(drafts: ProductDraft[], header: Header, errors: ImportError[]): Promise<void> {
  const lines = new Map<string, number>();
  for (const d of drafts) for (const [url, line] of d.downloads) if (!lines.has(url)) lines.set(url, line);
  const column = header.label.get('image_urls') ?? 'image_urls';
  if (lines.size > PRODUCT_IMPORT_LIMITS.maxDownloads) {
    const line = [...lines.values()][PRODUCT_IMPORT_LIMITS.maxDownloads];
    errors.push({ line, column, message: D.tooMany(PRODUCT_IMPORT_LIMITS.maxDownloads) });
    return;
  }
  const copies = new Map<string, string>();
  const queue = [...lines];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, line] = next;
      try {
        copies.set(url, await downloadPicture(url));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        errors.push({ line, column, message: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  for (const d of drafts) d.imageUrls = d.imageUrls?.map((url) => copies.get(url) ?? url);
}

export async function importProducts(
  actor: StaffActor,
  bytes: Uint8Array,
  options: { dryRun: boolean } & ApplyOptions,
): Promise<ImportOutcome> {
  authorize(actor, 'catalogue');
  const read = await draftsOf(bytes);
  if (!read.header || !read.drafts) return refused(read.errors);
  const { header, drafts } = read;
  if (!options.dryRun && read.errors.length === 0) {
    await copyPictures(drafts, header, read.errors);
    if (read.errors.length > 0) return refused(read.errors);
  }
  const db = await getDb();
  // Checked outside any transaction (on PGlite a transaction holds every other request back): read, plan,
  // SKUs. A real import then writes in batches, each locking its products and finding them as checked.
  const check = async () => {
    const ctx = await loadContext(
      db,
      drafts.flatMap((d) => (d.id === null ? [] : [d.id])),
    );
    const errors: ImportError[] = [...read.errors];
    const planned: Planned[] = [];
    const pace = pacer();
    for (const draft of drafts) {
      const plan = await planDraft(db, draft, header, ctx, errors);
      if (plan) planned.push(plan);
      await pace();
    }
    await checkSkus(db, planned, header, errors);
    if (errors.length > 0) throw new ImportRejected(errors);
    return { ctx, planned, toWrite: planned.filter((p) => p.changed.length > 0) };
  };
  try {
    const { ctx, planned, toWrite } = await check();
    const summary: ImportSummary = {
      dry_run: options.dryRun,
      rows: read.rows ?? 0,
      products: drafts.length,
      created: toWrite.filter((p) => p.id === null).length,
      updated: toWrite.filter((p) => p.id !== null).length,
      unchanged: planned.length - toWrite.length,
      ignored_columns: header.ignored,
    };
    if (options.dryRun || toWrite.length === 0) return { ok: true, summary, written: [] };
    const written = await applyInBatches(db, actor, ctx, header, toWrite, options);
    return { ok: true, summary, written };
  } catch (error) {
    if (error instanceof ImportRejected) return refused(error.errors);
    throw error;
  }
}
