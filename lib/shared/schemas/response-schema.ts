// What the shop's API answers, as zod schemas: each route names one as its contract's `response`, the OpenAPI
// document shows it, and in tests every JSON answer is parsed with it (lib/server/http/route-answer-check.ts).
// Objects are open: each schema names the fields a client relies on, and an answer may carry more.
import { z } from 'zod';
import { apiCartSchema, apiCouponSchema, mergeNoteSchema } from './cart-schema';

/** A record named by its id; the fields beside it are the record's own (see its type in lib/shared). */
export const recordSchema = z.object({ id: z.number() });
export const messageSchema = z.object({ message: z.string() });
export const paginationSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total_pages: z.number(),
  total_count: z.number(),
});
export const timestampSchema = z.string().describe('ISO 8601 date and time');

// Accounts
export const otpChallengeSchema = z.object({
  message: z.string(),
  session_token: z.string(),
  expires_in: z.number(),
  can_resend_at: timestampSchema,
});
export const loginAnswerSchema = otpChallengeSchema.extend({ otp_required: z.literal(true) });
export const sessionUserSchema = z.object({ id: z.number(), email: z.string() });
export const verifyAnswerSchema = z.object({ message: z.string(), token: z.string(), user: sessionUserSchema });
export const profileSchema = z.object({
  user: sessionUserSchema,
  marketing_mail: z.object({ agreed: z.boolean(), agreed_at: timestampSchema.nullable() }).optional(),
});
export const createdAccountSchema = z.object({
  user: z.object({ id: z.number(), email: z.string(), role: z.enum(['staff', 'owner']) }),
});

// Catalogue
export const productPageSchema = z.object({ products: z.array(recordSchema), pagination: paginationSchema });
export const productAnswerSchema = z.object({ product: recordSchema });
export const categoriesSchema = z.object({ categories: z.array(recordSchema) });
export const carouselImagesSchema = z.object({ carousel_images: z.array(recordSchema) });
export const trackedSchema = z.object({ ok: z.literal(true) });
export const couponTermsAnswerSchema = apiCouponSchema;
export const deliveryEstimateSchema = z.object({ pincode: z.string(), deliverable: z.boolean() });
export const legalPageSchema = z.object({ legal_page: z.object({ slug: z.string() }) });

// Cart
export const cartSchema = apiCartSchema;
export const appliedCouponSchema = apiCartSchema.extend({ code: z.string().nullable(), message: z.string() });
export const cartCountSchema = z.object({ count: z.number() });
export const mergedCartSchema = apiCartSchema.extend({
  skipped: z.array(mergeNoteSchema),
  capped: z.array(mergeNoteSchema),
});

// Orders and payments
export const orderSchema = recordSchema.extend({ status: z.string(), created_at: timestampSchema });
export const orderAnswerSchema = z.object({ order: orderSchema });
export const orderMessageSchema = z.object({ message: z.string(), order: orderSchema });
export const ordersPageSchema = z.object({ orders: z.array(orderSchema), pagination: paginationSchema });
export const paymentOrderSchema = z.object({
  id: z.number(),
  amount: z.number().describe('paise, the unit the provider takes'),
  total_amount: z.number(),
  currency: z.string(),
});
/** Cash on delivery is placed at once (an order); any other method answers the provider's order to pay. */
export const placedOrderSchema = z.union([paymentOrderSchema, orderMessageSchema]);
/** The sandbox's card page answers as Razorpay's checkout does, for the browser to verify with. */
export const sandboxPaidSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export const paymentVerifiedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment_id: z.string(),
  order: orderSchema,
});
export const codAvailabilitySchema = z.object({
  available: z.boolean(),
  max_order_value: z.number(),
  message: z.string().optional(),
  error_code: z.string().optional(),
});
export const returnAnswerSchema = z.object({ return: recordSchema.extend({ status: z.string() }) });
export const exchangeQuoteAnswerSchema = z.object({ quote: z.object({ id: z.string() }) });

// Alerts and reviews
export const alertAnswerSchema = z.object({ alert: recordSchema });
/** A signed-in shopper's alert (201 new, 200 kept already), or a guest's code challenge (202). */
export const alertAskedSchema = z.union([alertAnswerSchema, otpChallengeSchema]);
export const alertsSchema = z.object({ alerts: z.array(recordSchema) });
export const reviewAnswerSchema = z.object({ review: recordSchema.extend({ status: z.string() }) });
export const reviewPageSchema = z.object({ reviews: z.array(recordSchema) });
export const reviewEligibilitySchema = z.object({ can_review: z.boolean(), reviewed: z.boolean() });

// Server-to-server
export const courierEventResultSchema = z.object({
  applied: z.boolean(),
  awb: z.string(),
  event: z.string(),
  order_id: z.number(),
});
export const webhookResultSchema = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored']),
  event: z.string().optional(),
});

/** GET /api/v1/openapi.json: this API's OpenAPI 3.1 document. */
export const openApiSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.object({ summary: z.string() }))),
});
export type OpenApiShape = z.output<typeof openApiSchema>;
