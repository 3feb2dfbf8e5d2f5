// The back office's product bodies and list query. Money is rupees at this edge, paise inside.
import { MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { z } from 'zod';
import { storableString } from './storable-text';
import { adminPageQuerySchema, recordIdSchema, updatedAtSchema } from './admin-schema';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { METAL_RATE_KEYS } from '@/lib/shared/pricing/metal-rates';
import { HSN_CODE_VALUES, MAKING_CHARGE_KINDS, PRICING_KINDS } from '@/lib/shared/money/breakup';
import { stonesSchema } from '@/lib/shared/catalogue/stones-schema';
import { ENGRAVING_LIMITS } from '@/lib/shared/catalogue/engraving';
import { ENGRAVING_MESSAGES as EM } from '@/lib/shared/messages/engraving-messages';
import { hasWholePaise } from '@/lib/shared/money';

export const PRODUCT_LIMITS = {
  name: 200,
  description: 10_000,
  /** Rupees: the dearest piece a one-person shop sells, with room (the API's bound on any amount). */
  maxPrice: MAX_AMOUNT_RUPEES,
  maxStock: 100_000,
  listEntries: 30,
  sizeLength: 30,
  tagLength: 40,
  metalLength: 60,
  maxWeightGrams: 99_999,
  /** Rupees per gram of metal: above any metal's price, so a typo of a few digits is refused. */
  maxRatePerGram: 1_000_000,
  maxMakingPerGram: 100_000,
  skuLength: 60,
  /** Days to make a piece to order: a quarter of a year at most. */
  maxLeadTimeDays: 90,
} as const;

/** Rupees with at most two decimals (whole paise). */
const wholePaise = hasWholePaise;

export const makingChargeSchema = z
  .object({
    kind: z.enum(MAKING_CHARGE_KINDS, { error: R.makingInvalid }),
    value: z.number({ error: R.makingInvalid }).min(0, R.makingInvalid),
  })
  .strict()
  .refine(
    (m) => wholePaise(m.value) && m.value <= (m.kind === 'percent' ? 100 : PRODUCT_LIMITS.maxMakingPerGram),
    R.makingInvalid,
  );

/** PUT /api/v1/admin/rates/{key}: the day's rate in rupees per gram, before GST. */
export const metalRateBodySchema = z
  .object({
    rate_per_gram: z
      .number({ error: R.rateInvalid })
      .positive(R.rateInvalid)
      .max(PRODUCT_LIMITS.maxRatePerGram, R.rateInvalid)
      .refine(wholePaise, R.rateInvalid),
    /** Saves a change of more than 10 % from the current rate, which is otherwise refused with a preview. */
    confirm_unusual_change: z.boolean({ error: R.confirmInvalid }).optional(),
  })
  .strict();
export const metalRateKeySchema = z.enum(METAL_RATE_KEYS, { error: R.rateUnknown });

const rupees = z
  .number({ error: M.priceInvalid })
  .positive(M.priceInvalid)
  .max(PRODUCT_LIMITS.maxPrice, M.priceTooHigh)
  .refine(hasWholePaise, M.pricePaise);

const shortList = (max: number) =>
  z
    .array(z.string().trim().min(1).max(max), { error: M.listInvalid })
    .max(PRODUCT_LIMITS.listEntries, M.listTooLong)
    .transform((items) => [...new Set(items)]);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

const fields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(PRODUCT_LIMITS.name, M.nameTooLong),
  description: z.string().max(PRODUCT_LIMITS.description, M.descriptionTooLong),
  category_id: recordIdSchema.nullable(),
  price: rupees,
  original_price: rupees.nullable(),
  stock_quantity: z
    .number({ error: M.stockInvalid })
    .int(M.stockInvalid)
    .min(0, M.stockNegative)
    .max(PRODUCT_LIMITS.maxStock, M.stockInvalid),
  /** Pieces on hand including those held by pending orders; the server keeps the held ones held. */
  on_hand_quantity: z
    .number({ error: M.stockInvalid })
    .int(M.stockInvalid)
    .min(0, M.stockNegative)
    .max(PRODUCT_LIMITS.maxStock, M.stockInvalid),
  sizes: shortList(PRODUCT_LIMITS.sizeLength),
  tags: shortList(PRODUCT_LIMITS.tagLength),
  metal: optionalText(PRODUCT_LIMITS.metalLength),
  purity: optionalText(PRODUCT_LIMITS.metalLength),
  weight_grams: z
    .number()
    .positive(M.weightInvalid)
    .max(PRODUCT_LIMITS.maxWeightGrams, M.weightInvalid)
    .refine((g) => Math.abs(g * 1000 - Math.round(g * 1000)) < 1e-6, M.weightInvalid)
    .nullable(),
  /** Metal and stones together; the net weight (weight_grams) is the metal's alone. */
  gross_weight_grams: z
    .number({ error: M.weightInvalid })
    .positive(M.weightInvalid)
    .max(PRODUCT_LIMITS.maxWeightGrams, M.weightInvalid)
    .refine((g) => Math.abs(g * 1000 - Math.round(g * 1000)) < 1e-6, M.weightInvalid)
    .nullable(),
  stones: stonesSchema,
  /** Made to order: ordered beyond its stock (or with none), shipped after lead_time_days. */
  made_to_order: z
    .object({
      lead_time_days: z
        .number({ error: M.leadTimeInvalid })
        .int(M.leadTimeInvalid)
        .min(1, M.leadTimeInvalid)
        .max(PRODUCT_LIMITS.maxLeadTimeDays, M.leadTimeInvalid),
    })
    .strict()
    .nullable(),
  /** Engraving offered on the piece: at most max_chars characters, for price rupees a piece. */
  engraving: z
    .object({
      max_chars: z
        .number({ error: EM.offerInvalid })
        .int(EM.offerInvalid)
        .min(1, EM.offerInvalid)
        .max(ENGRAVING_LIMITS.maxChars, EM.offerInvalid),
      price: z
        .number({ error: EM.offerInvalid })
        .min(0, EM.offerInvalid)
        .max(ENGRAVING_LIMITS.maxPrice, EM.offerInvalid)
        .refine(wholePaise, EM.offerInvalid),
    })
    .strict()
    .nullable(),
  hsn_code: z.enum(HSN_CODE_VALUES, { error: R.hsnInvalid }),
  pricing_kind: z.enum(PRICING_KINDS, { error: R.pricingKindInvalid }),
  metal_rate: z.enum(METAL_RATE_KEYS, { error: R.rateUnknown }).nullable(),
  making_charge: makingChargeSchema.nullable(),
  stone_charges: z
    .number({ error: R.stoneInvalid })
    .min(0, R.stoneInvalid)
    .max(PRODUCT_LIMITS.maxPrice, R.stoneInvalid)
    .refine(wholePaise, R.stoneInvalid),
  hallmarked: z.boolean(),
  is_new: z.boolean(),
  featured: z.boolean(),
  active: z.boolean(),
};

/** One size of a piece with its own stock, and its price (fixed) or weight (by weight). */
export const variantSchema = z
  .object({
    size: z
      .string({ error: M.variantSizeRequired })
      .trim()
      .min(1, M.variantSizeRequired)
      .max(PRODUCT_LIMITS.sizeLength, M.variantSizeRequired),
    stock_quantity: fields.stock_quantity,
    price: rupees.optional(),
    weight_grams: fields.weight_grams.optional(),
    /** This size's metal and stones together, when weighed (the invoice's gross weight). */
    gross_weight_grams: fields.gross_weight_grams.optional(),
    sku: optionalText(PRODUCT_LIMITS.skuLength).optional(),
  })
  .strict();
export type VariantInput = z.output<typeof variantSchema>;

/** Sizes are matched without regard to case (a cart's "m" finds "M"), so two that differ only in case clash. */
export const variantsSchema = z
  .array(variantSchema, { error: M.variantsInvalid })
  .min(1, M.variantsInvalid)
  .max(PRODUCT_LIMITS.listEntries, M.listTooLong)
  .superRefine((variants, ctx) => {
    const sizes = new Set<string>();
    const skus = new Set<string>();
    variants.forEach((v, i) => {
      const size = v.size.toLowerCase();
      if (sizes.has(size)) ctx.addIssue({ code: 'custom', path: [i, 'size'], message: M.variantSizeTwice });
      sizes.add(size);
      if (v.sku && skus.has(v.sku)) ctx.addIssue({ code: 'custom', path: [i, 'sku'], message: M.variantSkuTwice });
      if (v.sku) skus.add(v.sku);
    });
  });

const notSizesAndVariants = (body: { sizes?: unknown; variants?: unknown }) =>
  body.sizes === undefined || body.variants === undefined;

const originalAbovePrice = (body: { price?: number; original_price?: number | null }) =>
  body.original_price == null || body.price === undefined || body.original_price >= body.price;

export const productCreateSchema = z
  .object({
    ...fields,
    description: fields.description.default(''),
    category_id: fields.category_id.default(null),
    original_price: fields.original_price.default(null),
    stock_quantity: fields.stock_quantity.default(0),
    sizes: fields.sizes.optional(),
    variants: variantsSchema.optional(),
    tags: fields.tags.default([]),
    metal: fields.metal.default(null),
    purity: fields.purity.default(null),
    weight_grams: fields.weight_grams.default(null),
    gross_weight_grams: fields.gross_weight_grams.default(null),
    stones: fields.stones.default([]),
    made_to_order: fields.made_to_order.default(null),
    engraving: fields.engraving.default(null),
    // A piece priced by weight has its price worked out by the server; a fixed price must be given.
    price: fields.price.optional(),
    hsn_code: fields.hsn_code.default('7113'),
    pricing_kind: fields.pricing_kind.default('fixed'),
    metal_rate: fields.metal_rate.default(null),
    making_charge: fields.making_charge.default(null),
    stone_charges: fields.stone_charges.default(0),
    hallmarked: fields.hallmarked.default(false),
    is_new: fields.is_new.default(false),
    featured: fields.featured.default(false),
    active: fields.active.default(true),
  })
  .omit({ on_hand_quantity: true })
  .strict()
  .refine((body) => body.pricing_kind === 'weight' || body.price !== undefined || body.variants !== undefined, {
    path: ['price'],
    message: M.priceInvalid,
  })
  .refine(notSizesAndVariants, { path: ['sizes'], message: M.sizesAndVariants })
  .refine(originalAbovePrice, { path: ['original_price'], message: M.originalBelowPrice });
export type ProductCreate = z.output<typeof productCreateSchema>;

export const productPatchSchema = z
  .object({ ...fields, variants: variantsSchema, updated_at: updatedAtSchema })
  .partial()
  .strict()
  .refine(notSizesAndVariants, { path: ['sizes'], message: M.sizesAndVariants })
  .refine((body) => !(body.stock_quantity !== undefined && body.on_hand_quantity !== undefined), {
    path: ['stock_quantity'],
    message: M.stockTwice,
  })
  .refine(originalAbovePrice, { path: ['original_price'], message: M.originalBelowPrice });
export type ProductPatch = z.output<typeof productPatchSchema>;

export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock_quantity', 'created_at', 'updated_at', 'id'] as const;
export const ADMIN_PRODUCT_STATUSES = ['all', 'active', 'inactive', 'archived'] as const;
export const ADMIN_STOCK_FILTERS = ['any', 'low', 'out'] as const;

export const adminProductQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  category_id: recordIdSchema.optional(),
  status: z.enum(ADMIN_PRODUCT_STATUSES).default('all'),
  stock: z.enum(ADMIN_STOCK_FILTERS).default('any'),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** Pictures: up to 10 MB, of these kinds (read from the file's content, never its name). */
export const IMAGE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  formats: ['jpeg', 'png', 'webp', 'avif'] as const,
  altMax: 300,
};

export const imageAltSchema = storableString().trim().max(IMAGE_UPLOAD.altMax, 'The description is too long');

export const imagePatchSchema = z.object({ alt: imageAltSchema }).strict();

export const imageOrderSchema = z.object({ image_ids: z.array(recordIdSchema).min(1).max(50) }).strict();
