// The products CSV: the columns the export writes and the import reads, the names a Shopify product
// export gives the same fields, the upload's limits, and the bulk edit's body. Money is rupees in the file.
import { z } from 'zod';
import { recordIdSchema } from './admin-schema';
import { ADMIN_PRODUCT_STATUSES, ADMIN_STOCK_FILTERS, PRODUCT_LIMITS } from './admin-product-schema';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';

/** In the export's order. A product with sizes has a row per size: product columns repeated, variant_* its own. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'slug',
  'name',
  'description',
  'category',
  'tags',
  'pricing_kind',
  'price',
  'original_price',
  'metal_rate',
  'weight_grams',
  'making_charge_kind',
  'making_charge_value',
  'stone_charges',
  'metal',
  'purity',
  'hallmarked',
  'hsn_code',
  'stock_quantity',
  // Pieces to add (3) or take away (-2) from the stock as it stands when the file is imported: a sale since the
  // export stays a sale. The export leaves it empty.
  'stock_adjustment',
  'active',
  'is_new',
  'featured',
  'image_urls',
  'variant_size',
  'variant_sku',
  'variant_price',
  'variant_weight_grams',
  // A size's gross weight (metal and stones), when weighed: the invoice's gross weight for that size.
  'variant_gross_weight_grams',
  'variant_stock',
  'variant_stock_adjustment',
  // The product's version when exported: a row whose product changed since (a sale, an edit) is refused.
  'updated_at',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** A Shopify product export's header for the same field. Its price and stock are per variant; a product
 *  without options has one variant, "Default Title", whose price and stock become the product's. */
export const SHOPIFY_COLUMN_ALIASES: Record<string, ProductCsvColumn> = {
  handle: 'slug',
  title: 'name',
  'body (html)': 'description',
  tags: 'tags',
  'variant price': 'variant_price',
  'variant compare at price': 'original_price',
  'variant inventory qty': 'variant_stock',
  'option1 value': 'variant_size',
  'variant sku': 'variant_sku',
  'image src': 'image_urls',
  status: 'active',
};

/** The option value Shopify gives the one variant of a product that has no options. */
export const SHOPIFY_NO_OPTION = 'default title';

export const PRODUCT_IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 20_000,
  maxErrorsListed: 1000,
  /** Pictures named by https URL that one file may have copied into the media store. */
  maxDownloads: 200,
} as const;

/** Bulk edits: the percent a price or making charge may move by, either way. */
export const BULK_LIMITS = { maxIds: 5_000, minPercent: -90, maxPercent: 500 } as const;

const percent = z
  .number({ error: M.percentInvalid })
  .min(BULK_LIMITS.minPercent, M.percentInvalid)
  .max(BULK_LIMITS.maxPercent, M.percentInvalid)
  .refine((p) => p !== 0, M.percentInvalid);

const tag = z.string().trim().min(1, M.tagInvalid).max(PRODUCT_LIMITS.tagLength, M.tagInvalid);

export const bulkSetSchema = z
  .object({
    active: z.boolean(),
    category_id: recordIdSchema.nullable(),
    add_tag: tag,
    remove_tag: tag,
    price_percent: percent,
    making_percent: percent,
  })
  .partial()
  .strict()
  .refine((set) => Object.keys(set).length > 0, M.setEmpty);

export const bulkFilterSchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    category_id: recordIdSchema.optional(),
    status: z.enum(ADMIN_PRODUCT_STATUSES).default('all'),
    stock: z.enum(ADMIN_STOCK_FILTERS).default('any'),
  })
  .strict();

export const bulkEditSchema = z
  .object({
    ids: z.array(recordIdSchema).min(1, M.idsOrFilter).max(BULK_LIMITS.maxIds, M.tooManyIds).optional(),
    filter: bulkFilterSchema.optional(),
    set: bulkSetSchema,
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ['ids'],
    message: M.idsOrFilter,
  });
export type BulkEdit = z.output<typeof bulkEditSchema>;
export type BulkSet = z.output<typeof bulkSetSchema>;

/** One problem of an import, where a spreadsheet shows it: the file's line (the header is line 1) and column. */
export type ImportError = { line: number; column: string; message: string };

export type ImportSummary = {
  dry_run: boolean;
  rows: number;
  products: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Headers the import does not read (a Shopify export has many): listed so a misspelt one is noticed. */
  ignored_columns: string[];
};

export type BulkSummary = { matched: number; changed: number; skipped: number; ids: number[] };
