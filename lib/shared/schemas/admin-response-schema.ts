// What the back office's API answers, as zod schemas (the shop's are response-schema.ts, on the same terms:
// each names the fields a client relies on, and an answer may carry more).
import { z } from 'zod';
import { COUPON_APPLIES_TO } from '@/lib/shared/money/coupons';
import { consentEntrySchema } from './data-rights-schema';
import {
  carouselImageSchema,
  categorySchema,
  orderSchema,
  paginationSchema,
  productSchema,
  recordSchema,
  timestampSchema,
} from './response-schema';
import { shopSettingsSchema } from './settings-schema';

const listOf = <K extends string>(key: K) =>
  z.object({ [key]: z.array(recordSchema) } as Record<K, z.ZodArray<typeof recordSchema>>);
const oneOf = <K extends string>(key: K) => z.object({ [key]: recordSchema } as Record<K, typeof recordSchema>);
const pageOf = <K extends string>(key: K) =>
  z.object({ [key]: z.array(recordSchema), pagination: paginationSchema } as Record<
    K,
    z.ZodArray<typeof recordSchema>
  > & {
    pagination: typeof paginationSchema;
  });

export const slideSchema = carouselImageSchema.extend({
  active: z.boolean(),
  view_count: z.number(),
  click_count: z.number(),
});
export const slideAnswerSchema = z.object({ slide: slideSchema });
export const slidesSchema = z.object({ slides: z.array(slideSchema) });
export const categoryAnswerSchema = z.object({ category: categorySchema });
export const adminCategoriesSchema = z.object({ categories: z.array(categorySchema) });
/** Exactly one of percent and amount_off (rupees) is set. */
export const adminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  percent: z.number().nullable(),
  amount_off: z.number().nullable(),
  applies_to: z.enum(COUPON_APPLIES_TO),
  active: z.boolean(),
  starts_at: timestampSchema.nullable(),
  ends_at: timestampSchema.nullable(),
  usage_limit: z.number().nullable(),
  once_per_customer: z.boolean(),
  min_order_value: z.number(),
  uses: z.number(),
});
export const couponAnswerSchema = z.object({ coupon: adminCouponSchema });
export const couponsSchema = z.object({ coupons: z.array(adminCouponSchema) });
export const adminCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  created_at: timestampSchema,
  disabled_at: timestampSchema.nullable(),
  orders_count: z.number(),
  total_spent: z.number(),
  cod_enabled: z.boolean(),
  marketing_mail_at: timestampSchema.nullable(),
});
export const customerAnswerSchema = z.object({
  customer: adminCustomerSchema.extend({
    consents: z.array(consentEntrySchema.extend({ actor: z.string().nullable() })),
    orders: z.array(recordSchema).nullable(),
  }),
});
export const customerPatchAnswerSchema = z.object({ customer: adminCustomerSchema.nullable() });
export const customersPageSchema = z.object({ customers: z.array(adminCustomerSchema), pagination: paginationSchema });
export const auditPageSchema = pageOf('entries');
export const adminOrdersPageSchema = pageOf('orders');
export const adminOrderAnswerSchema = z.object({ order: orderSchema });
/** A product as the editor reads it: the shop's view with stock held, state and pricing inputs. */
export const adminProductSchema = productSchema.omit({ variants: true }).extend({
  active: z.boolean(),
  archived_at: timestampSchema.nullable(),
  reserved_quantity: z.number(),
  on_hand_quantity: z.number(),
  low_stock: z.boolean(),
  low_stock_sizes: z.array(z.string()),
  stone_charges: z.number(),
  hallmarked: z.boolean(),
});
export const adminProductsPageSchema = z.object({
  products: z.array(adminProductSchema),
  pagination: paginationSchema,
});
export const adminProductAnswerSchema = z.object({ product: adminProductSchema });
export const mailAnswerSchema = oneOf('mail');
export const refundAnswerSchema = oneOf('refund');
export const returnMoveAnswerSchema = oneOf('return');
/** A courier parcel as booked (lib/server/shipping/book-shipment.ts). */
export const bookedShipmentSchema = z.object({
  awb: z.string(),
  courier: z.string(),
  label_url: z.string(),
  tracking_url: z.string().nullable(),
  declared_value: z.number(),
  insured: z.boolean(),
  otp_delivery: z.boolean(),
  pickup_date: z.string(),
  status: z.string(),
  cod_amount: z.number(),
});
export const shipmentAnswerSchema = z.object({ shipment: bookedShipmentSchema });
export const shipmentsSchema = listOf('shipments');
export const shipmentsWithProviderSchema = shipmentsSchema.extend({ provider: z.string() });
export const reviewModeratedSchema = oneOf('review');
export const reviewsToModerateSchema = z.object({ reviews: z.array(recordSchema) });
export const staffInviteSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  invited_by: z.string().nullable(),
  expires_at: timestampSchema,
  created_at: timestampSchema,
});
export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['staff', 'owner']),
  permissions: z.array(z.string()),
});
export const inviteAnswerSchema = z.object({ invite: staffInviteSchema });
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema), invites: z.array(staffInviteSchema) });
/** The shop's settings as the owner edits them: the public ones, the low-stock threshold and their stamp. */
export const adminSettingsAnswerSchema = z.object({
  settings: shopSettingsSchema.extend({ low_stock_threshold: z.number(), updated_at: timestampSchema.nullable() }),
});
/** The owner's alert settings or the shipping settings (their fields: owner-alert-settings.ts, shipping-schema.ts). */
export const settingsAnswerSchema = z.object({ settings: z.looseObject({}) });
export const uploadedPictureSchema = z.object({ url: z.string() });
export const productPicturesSchema = z.object({ images: z.array(recordSchema) });
/** A piece never ordered is deleted; one that was is archived and answered. */
export const productDeletedSchema = z.union([
  z.object({ deleted: z.literal(true) }),
  z.object({ archived: z.literal(true), product: adminProductSchema }),
]);
export const bulkSummarySchema = z.object({
  matched: z.number(),
  changed: z.number(),
  skipped: z.number(),
  ids: z.array(z.number()),
});
export const importSummarySchema = z.object({ dry_run: z.boolean() });
export const reauthAnswerSchema = z.object({ reauthenticated_at: timestampSchema });
/** A metal and purity's rate per gram, in rupees before GST; null until the owner sets it. */
export const metalRateSchema = z.object({
  key: z.string(),
  label: z.string(),
  rate_per_gram: z.number().nullable(),
  updated_at: timestampSchema.nullable(),
  updated_by: z.string().nullable(),
});
export const metalRatesSchema = z.object({
  rates: z.array(metalRateSchema),
  history: z.array(
    z.object({
      id: z.number(),
      key: z.string(),
      rate_per_gram: z.number(),
      changed_by: z.string(),
      created_at: timestampSchema,
    }),
  ),
});
/** What saving a rate would do, before it is saved. */
export const metalRateCheckSchema = z.object({
  current: z.number().nullable(),
  proposed: z.number(),
  change_percent: z.number().nullable(),
  unusual: z.boolean(),
  message: z.string().nullable(),
  preview: z.object({ count: z.number(), largest: z.array(z.looseObject({})) }),
});
export const metalRateSetSchema = z.object({ rate: metalRateSchema, repriced: z.number() });
/** The tested exchange, and the refund of an excess when the gold was worth more than its quote. */
export const testedGoldSchema = z.object({
  exchange: z.looseObject({}),
  refund: recordSchema.nullable(),
});
export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  includes_test_orders: z.boolean(),
  days: z.array(z.object({ date: z.string() })),
  totals: z.looseObject({}),
});
export const dashboardSchema = z.object({
  to_confirm: z.number(),
  to_ship: z.number(),
  cash_with_couriers: z.number(),
  needs_review: z.number(),
});
export const gstReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  includes_test_documents: z.boolean(),
  b2cl_limit: z.number(),
  documents: z.array(z.looseObject({})),
});
/** GSTR-1 as the GST portal's offline tool imports it. */
export const gstr1Schema = z.object({ gstin: z.string(), fp: z.string() });
export const codRemittanceSchema = z.object({
  outstanding: z.array(z.object({ order_id: z.number() })),
  differing: z.array(z.object({ order_id: z.number() })),
  cash_with_couriers: z.number(),
});
/** The owner's inspection of a parcel the courier brought back: the refund it made, if any money was owed. */
export const rtoInspectionAnswerSchema = z.object({ refund: recordSchema.nullable() });
export const oldGoldPayoutAnswerSchema = oneOf('payout');
