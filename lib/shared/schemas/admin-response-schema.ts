// What the back office's API answers, as zod schemas (the shop's are response-schema.ts, on the same terms:
// each names the fields a client relies on, and an answer may carry more).
import { z } from 'zod';
import { orderSchema, paginationSchema, recordSchema, timestampSchema } from './response-schema';

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

export const slideAnswerSchema = oneOf('slide');
export const slidesSchema = listOf('slides');
export const categoryAnswerSchema = oneOf('category');
export const adminCategoriesSchema = listOf('categories');
export const couponAnswerSchema = oneOf('coupon');
export const couponsSchema = listOf('coupons');
export const customerAnswerSchema = oneOf('customer');
export const customerPatchAnswerSchema = z.object({ customer: recordSchema.nullable() });
export const customersPageSchema = pageOf('customers');
export const auditPageSchema = pageOf('entries');
export const adminOrdersPageSchema = pageOf('orders');
export const adminOrderAnswerSchema = z.object({ order: orderSchema });
export const adminProductsPageSchema = pageOf('products');
export const adminProductAnswerSchema = oneOf('product');
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
export const inviteAnswerSchema = oneOf('invite');
export const staffListSchema = z.object({ staff: z.array(recordSchema), invites: z.array(recordSchema) });
export const settingsAnswerSchema = z.object({ settings: z.looseObject({}) });
export const uploadedPictureSchema = z.object({ url: z.string() });
export const productPicturesSchema = z.object({ images: z.array(recordSchema) });
/** A piece never ordered is deleted; one that was is archived and answered. */
export const productDeletedSchema = z.union([
  z.object({ deleted: z.literal(true) }),
  z.object({ archived: z.literal(true), product: recordSchema }),
]);
export const bulkSummarySchema = z.object({
  matched: z.number(),
  changed: z.number(),
  skipped: z.number(),
  ids: z.array(z.number()),
});
export const importSummarySchema = z.object({ dry_run: z.boolean() });
export const reauthAnswerSchema = z.object({ reauthenticated_at: timestampSchema });
export const metalRatesSchema = z.object({ rates: z.array(z.object({ key: z.string(), label: z.string() })) });
export const metalRateSetSchema = z.object({ rate: z.object({ key: z.string() }) });
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
