// POST /api/v1/admin/imports/products: a products CSV (ours, from the export, or a Shopify product
// export) applied all or nothing. A row with an id updates that product, changing only the columns the file
// has; a row without one creates a product. Any problem anywhere refuses the whole file with every problem by
// line and column, and nothing is written; a dry run checks the same way and writes nothing either.
import 'server-only';
import { getDb } from '@/lib/server/db';
import { authorize, type StaffActor } from '@/lib/server/access';
import { invalidateCategories, invalidateProducts } from '@/lib/server/cache';
import { parseCsv } from '@/lib/server/csv';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import { PRODUCT_IMPORT_LIMITS, type ImportError, type ImportSummary } from '@/lib/shared/schemas/product-csv-schema';
import { draftOf, groupRows, readHeader, type Header, type ProductDraft } from './import/import-rows';
import { checkSkus, loadContext, planDraft, type Planned } from './import/import-plan';
import { writeImport } from './import/import-write';

export type ImportOutcome =
  { ok: true; summary: ImportSummary } | { ok: false; message: string; errors: ImportError[] };

const refused = (errors: ImportError[]): ImportOutcome => ({
  ok: false,
  message: M.rejected(errors.length),
  errors: [...errors].sort((a, b) => a.line - b.line).slice(0, PRODUCT_IMPORT_LIMITS.maxErrorsListed),
});

/** Lets other requests run between stretches of work on a large file. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function readText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

type Read = { errors: ImportError[]; header?: Header; drafts?: ProductDraft[]; rows?: number };

const fatal = (message: string, line = 1): Read => ({ errors: [{ line, column: '', message }] });

/** The file read into one draft per product, or the problems that stop it before the database is asked. */
function draftsOf(bytes: Uint8Array): Read {
  const errors: ImportError[] = [];
  const text = readText(bytes);
  if (text === null) return fatal(M.notUtf8);
  const { records, unclosedQuoteLine } = parseCsv(text);
  if (unclosedQuoteLine !== null) return fatal(M.unclosedQuote, unclosedQuoteLine);
  if (records.length === 0) return fatal(M.empty);
  const [headerRecord, ...rows] = records;
  if (rows.length === 0) return fatal(M.noRows);
  if (rows.length > PRODUCT_IMPORT_LIMITS.maxRows) return fatal(M.tooManyRows(PRODUCT_IMPORT_LIMITS.maxRows));
  const header = readHeader(headerRecord, errors);
  const groups = groupRows(rows, header, errors);
  if (!header.index.has('name') && groups.some((g) => g.id === null)) {
    errors.push({ line: 1, column: '', message: M.noNameColumn });
  }
  // A product whose rows already failed is not checked further: one problem is reported once.
  const drafts: ProductDraft[] = groups.flatMap((g) => {
    const known = errors.length;
    const draft = draftOf(g, header, errors);
    return errors.length === known ? [draft] : [];
  });
  return { errors, header, drafts, rows: rows.length };
}

export async function importProducts(
  actor: StaffActor,
  bytes: Uint8Array,
  options: { dryRun: boolean },
): Promise<ImportOutcome> {
  authorize(actor, 'catalogue');
  const read = draftsOf(bytes);
  if (!read.header || !read.drafts) return refused(read.errors);
  const { header, drafts } = read;
  const db = await getDb();
  // Rejection inside the transaction is thrown to roll it back, and caught below.
  class Rejected extends Error {
    constructor(readonly errors: ImportError[]) {
      super('rejected');
    }
  }
  try {
    const result = await db.transaction(async (tx) => {
      const ctx = await loadContext(
        tx,
        drafts.flatMap((d) => (d.id === null ? [] : [d.id])),
      );
      const errors: ImportError[] = [...read.errors];
      const planned: Planned[] = [];
      for (const [i, draft] of drafts.entries()) {
        const plan = await planDraft(tx, draft, header, ctx, errors);
        if (plan) planned.push(plan);
        if (i % 500 === 499) await breathe();
      }
      await checkSkus(tx, planned, header, errors);
      if (errors.length > 0) throw new Rejected(errors);
      const toWrite = planned.filter((p) => p.changed.length > 0);
      const summary: ImportSummary = {
        dry_run: options.dryRun,
        rows: read.rows ?? 0,
        products: drafts.length,
        created: toWrite.filter((p) => p.id === null).length,
        updated: toWrite.filter((p) => p.id !== null).length,
        unchanged: planned.length - toWrite.length,
        ignored_columns: header.ignored,
      };
      const ids = options.dryRun || toWrite.length === 0 ? [] : await writeImport(tx, actor, ctx, toWrite);
      return { summary, ids };
    });
    if (result.ids.length > 0) {
      invalidateProducts(result.ids);
      invalidateCategories();
    }
    return { ok: true, summary: result.summary };
  } catch (error) {
    if (error instanceof Rejected) return refused(error.errors);
    throw error;
  }
}
