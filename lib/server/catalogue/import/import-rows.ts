// The products import's first half: the file's header mapped to our columns (a Shopify export's
// names too), its rows grouped into products (by id, else by slug or Shopify's Handle: a product in sizes has a
// row per size), and each product read into a patch of only the columns the file has. Nothing here reads the
// database; every problem is collected with its line and column, so the owner sees them all at once.
import 'server-only';
import { htmlToText } from '@/lib/server/content';
import { unguardCell, type CsvRecord } from '@/lib/server/csv';
import { pictureUrlKind } from '@/lib/server/media';
import { PICTURE_DOWNLOAD_MESSAGES as D } from '@/lib/shared/messages/admin-images';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import {
  PRODUCT_CSV_COLUMNS,
  SHOPIFY_COLUMN_ALIASES,
  SHOPIFY_NO_OPTION,
  type ImportError,
  type ProductCsvColumn,
} from '@/lib/shared/schemas/product-csv-schema';

export type Header = {
  /** Where each of our columns sits in a row, and the name the file gives it (for error messages). */
  index: Map<ProductCsvColumn, number>;
  label: Map<ProductCsvColumn, string>;
  /** The description came from Shopify's "Body (HTML)": read as HTML, kept as text. */
  htmlDescription: boolean;
  ignored: string[];
  width: number;
};

export function readHeader(record: CsvRecord, errors: ImportError[]): Header {
  const header: Header = {
    index: new Map(),
    label: new Map(),
    htmlDescription: false,
    ignored: [],
    width: record.cells.length,
  };
  record.cells.forEach((raw, i) => {
    const name = raw.trim();
    const key = name.toLowerCase();
    const ours = (PRODUCT_CSV_COLUMNS as readonly string[]).includes(key);
    const column = ours ? (key as ProductCsvColumn) : SHOPIFY_COLUMN_ALIASES[key];
    if (!column) {
      if (name) header.ignored.push(name);
      return;
    }
    if (header.index.has(column)) {
      errors.push({ line: record.line, column: name, message: M.duplicateColumn });
      return;
    }
    header.index.set(column, i);
    header.label.set(column, name);
    if (column === 'description' && key === 'body (html)') header.htmlDescription = true;
  });
  return header;
}

/** The rows of one product: the first carries its columns, each row one size where it has sizes. */
export type RowGroup = { id: number | null; rows: CsvRecord[] };

export function groupRows(records: CsvRecord[], header: Header, errors: ImportError[]): RowGroup[] {
  const groups = new Map<string, RowGroup>();
  for (const record of records) {
    if (record.cells.length > header.width && record.cells.slice(header.width).some((c) => c.trim() !== '')) {
      errors.push({ line: record.line, column: '', message: M.extraCells(record.cells.length, header.width) });
      continue;
    }
    const idText = cellOf(record, header, 'id').trim();
    const slug = cellOf(record, header, 'slug').trim().toLowerCase();
    let key = `line:${record.line}`;
    let id: number | null = null;
    if (idText) {
      if (!/^\d{1,9}$/.test(idText) || Number(idText) === 0) {
        errors.push({ line: record.line, column: header.label.get('id')!, message: M.idInvalid });
        continue;
      }
      id = Number(idText);
      key = `id:${id}`;
    } else if (slug) key = `slug:${slug}`;
    const group = groups.get(key);
    if (group) group.rows.push(record);
    else groups.set(key, { id, rows: [record] });
  }
  return [...groups.values()];
}

export function cellOf(record: CsvRecord, header: Header, column: ProductCsvColumn): string {
  const i = header.index.get(column);
  return i === undefined ? '' : unguardCell(record.cells[i] ?? '');
}

/** A signed whole number of pieces ("3", "+3", "-2"); anything else is passed on as it is, to be refused. */
function adjustmentOf(text: string): number | string {
  const bare = text.replace(/[,\s]/g, '');
  return /^[+-]?\d{1,7}$/.test(bare) ? Number(bare) : text;
}

/** Digits with an optional decimal part; the thousands commas and ₹ a spreadsheet may add are allowed. Text that
 *  is not a number is passed on as it is, for the field's own rule to refuse with its own message. */
function numberOf(text: string): number | string {
  const bare = text.replace(/[₹,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : text;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'active']);
const FALSE = new Set(['false', 'no', 'n', '0', 'draft', 'archived', 'inactive']);

function booleanOf(text: string): boolean | string {
  const key = text.trim().toLowerCase();
  return TRUE.has(key) ? true : FALSE.has(key) ? false : text;
}

export type RawVariant = {
  line: number;
  size: string;
  stock?: number | string;
  /** Pieces to add to (or, below 0, take from) the size's stock as it stands: variant_stock_adjustment. */
  adjustment?: number | string;
  price?: number | string;
  weight?: number | string;
  gross?: number | string;
  sku: string | null;
};

/** What a file says of one product: a patch in the API's field names, and where each field came from. */
export type ProductDraft = {
  id: number | null;
  line: number;
  /** The slug (or Shopify's Handle) a new product asks for; it gets it when no other product has it. */
  slug: string;
  patch: Record<string, unknown>;
  /** The category's name as written (null: the cell was empty, which takes the product out of its category). */
  category?: string | null;
  imageUrls?: string[];
  /** Present when the file has sizes: the sizes the product ends with ([] for none). */
  variants?: RawVariant[];
  /** The file's column a field was read from: price may come from Shopify's Variant Price. */
  source: Map<string, ProductCsvColumn>;
  /** Picture URLs to copy into the media store (a real import does, before it writes), with their lines. */
  downloads: Map<string, number>;
  /** The product's updated_at the file was exported at, when it says. */
  version?: Date;
  /** Pieces to add to (or, below 0, take from) the stock as it stands: stock_adjustment. */
  stockAdjustment?: number | string;
};

/** Columns a product may hold differently on each of its rows: its sizes, and its pictures a row each. */
const PER_ROW = new Set<ProductCsvColumn>([
  'variant_size',
  'variant_sku',
  'variant_price',
  'variant_weight_grams',
  'variant_gross_weight_grams',
  'variant_stock',
  'variant_stock_adjustment',
  'image_urls',
]);

/** A product's later rows repeat its columns (our export) or leave them empty (Shopify's); a row that says
 *  something else is an error, never silently outvoted by the first. */
function checkAgreement(group: RowGroup, header: Header, errors: ImportError[]): void {
  const [first, ...rest] = group.rows;
  for (const record of rest) {
    for (const [column, label] of header.label) {
      // Shopify's compare-at price is a variant's: the first row's stands for the product.
      if (PER_ROW.has(column) || (column === 'original_price' && label.toLowerCase() !== column)) continue;
      const cell = cellOf(record, header, column).trim();
      if (cell !== '' && cell !== cellOf(first, header, column).trim()) {
        errors.push({ line: record.line, column: label, message: M.contradicts(first.line) });
      }
    }
  }
}

const TEXT_FIELDS = ['name', 'pricing_kind', 'hsn_code'] as const;
const NULLABLE_TEXT = ['metal', 'purity', 'metal_rate'] as const;
const NUMBER_FIELDS = ['price', 'stone_charges', 'stock_quantity'] as const;
const NULLABLE_NUMBERS = ['original_price', 'weight_grams'] as const;
const BOOLEAN_FIELDS = ['hallmarked', 'active', 'is_new', 'featured'] as const;

export function draftOf(group: RowGroup, header: Header, errors: ImportError[]): ProductDraft {
  const first = group.rows[0];
  const has = (c: ProductCsvColumn) => header.index.has(c);
  const get = (c: ProductCsvColumn, record = first) => cellOf(record, header, c).trim();
  const draft: ProductDraft = {
    id: group.id,
    line: first.line,
    slug: get('slug'),
    patch: {},
    source: new Map(),
    downloads: new Map(),
  };
  checkAgreement(group, header, errors);
  if (get('updated_at')) {
    const version = new Date(get('updated_at'));
    if (Number.isNaN(version.getTime())) {
      errors.push({ line: first.line, column: header.label.get('updated_at')!, message: M.versionInvalid });
    } else draft.version = version;
  }
  const set = (field: string, value: unknown, column: ProductCsvColumn = field as ProductCsvColumn) => {
    draft.patch[field] = value;
    draft.source.set(field, column);
  };
  for (const f of TEXT_FIELDS) if (get(f)) set(f, get(f));
  for (const f of NULLABLE_TEXT) if (has(f)) set(f, get(f) || null);
  for (const f of NUMBER_FIELDS) if (get(f)) set(f, numberOf(get(f)));
  for (const f of NULLABLE_NUMBERS) if (has(f)) set(f, get(f) ? numberOf(get(f)) : null);
  for (const f of BOOLEAN_FIELDS) if (get(f)) set(f, booleanOf(get(f)));
  if (has('description')) {
    const text = cellOf(first, header, 'description');
    set('description', header.htmlDescription ? htmlToText(text) : text);
  }
  if (has('tags')) {
    set(
      'tags',
      get('tags')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    );
  }
  if (has('category')) draft.category = get('category') || null;
  if (get('stock_adjustment')) draft.stockAdjustment = adjustmentOf(get('stock_adjustment'));
  readMaking(draft, header, get, errors);
  if (has('image_urls')) draft.imageUrls = readImages(group, header, errors, draft);
  const isSize = (r: CsvRecord) => {
    const size = get('variant_size', r);
    return size !== '' && size.toLowerCase() !== SHOPIFY_NO_OPTION;
  };
  const sized = has('variant_size') ? group.rows.filter(isSize) : [];
  if (sized.length > 0) {
    draft.variants = sized.map((r) => ({
      line: r.line,
      size: get('variant_size', r),
      ...(get('variant_stock', r) && { stock: numberOf(get('variant_stock', r)) }),
      ...(get('variant_stock_adjustment', r) && { adjustment: adjustmentOf(get('variant_stock_adjustment', r)) }),
      ...(get('variant_price', r) && { price: numberOf(get('variant_price', r)) }),
      ...(get('variant_weight_grams', r) && { weight: numberOf(get('variant_weight_grams', r)) }),
      ...(get('variant_gross_weight_grams', r) && { gross: numberOf(get('variant_gross_weight_grams', r)) }),
      sku: get('variant_sku', r) || null,
    }));
  } else {
    if (has('variant_size')) draft.variants = [];
    // One variant without options (Shopify's "Default Title"): its price and stock are the product's.
    if (!get('price') && get('variant_price')) set('price', numberOf(get('variant_price')), 'variant_price');
    if (!get('stock_quantity') && get('variant_stock')) {
      set('stock_quantity', numberOf(get('variant_stock')), 'variant_stock');
    }
    if (!get('stock_adjustment') && get('variant_stock_adjustment')) {
      draft.stockAdjustment = adjustmentOf(get('variant_stock_adjustment'));
      draft.source.set('stock_adjustment', 'variant_stock_adjustment');
    }
  }
  return draft;
}

function readMaking(
  draft: ProductDraft,
  header: Header,
  get: (c: ProductCsvColumn) => string,
  errors: ImportError[],
): void {
  if (!header.index.has('making_charge_kind') && !header.index.has('making_charge_value')) return;
  const kind = get('making_charge_kind');
  const value = get('making_charge_value');
  if (!kind && !value) {
    draft.patch.making_charge = null;
  } else if (!kind || !value) {
    const missing: ProductCsvColumn = kind ? 'making_charge_value' : 'making_charge_kind';
    errors.push({ line: draft.line, column: header.label.get(missing) ?? missing, message: M.makingIncomplete });
  } else {
    draft.patch.making_charge = { kind: kind.toLowerCase(), value: numberOf(value) };
  }
  draft.source.set('making_charge', 'making_charge_value');
}

function readImages(group: RowGroup, header: Header, errors: ImportError[], draft: ProductDraft): string[] {
  const urls: string[] = [];
  const column = header.label.get('image_urls')!;
  for (const record of group.rows) {
    for (const url of cellOf(record, header, 'image_urls').split(/\s+/).filter(Boolean)) {
      const kind = pictureUrlKind(url);
      if (kind === 'invalid') errors.push({ line: record.line, column, message: M.urlInvalid });
      else if (kind === 'bad-media') errors.push({ line: record.line, column, message: D.mediaPath });
      else if (!urls.includes(url)) {
        urls.push(url);
        if (kind === 'download') draft.downloads.set(url, record.line);
      }
    }
  }
  if (urls.length > 30) errors.push({ line: group.rows[0].line, column, message: M.tooManyImages });
  return urls;
}
