// What the shop's API answers, as zod schemas: each route names one as its contract's `response`, the OpenAPI
// document shows it, and in tests every JSON answer is parsed with it (lib/server/http/route-answer-check.ts).
// Objects are open: each schema names the fields a client relies on, and an answer may carry more.
import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/shared/constants';
import { PAYMENT_METHODS } from '@/lib/shared/payment-methods';
import { ALERT_KINDS } from './alert-schema';
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
/** The account as the API shows it (lib/server/auth/user-view.ts). */
export const sessionUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  /** Null for an account made with a mobile number and no address. */
  email: z.string().nullable(),
  /** The verified '+91XXXXXXXXXX' number, when the account has one. */
  phone: z.string().optional(),
  avatar: z.string().nullable(),
});
export const verifyAnswerSchema = z.object({ message: z.string(), token: z.string(), user: sessionUserSchema });
export const profileSchema = z.object({
  user: sessionUserSchema,
  marketing_mail: z.object({ agreed: z.boolean(), agreed_at: timestampSchema.nullable() }).optional(),
  cart_reminders: z.object({ agreed: z.boolean(), agreed_at: timestampSchema.nullable() }).optional(),
  whatsapp_updates: z.object({ agreed: z.boolean(), agreed_at: timestampSchema.nullable() }).optional(),
  whatsapp_marketing: z.object({ agreed: z.boolean(), agreed_at: timestampSchema.nullable() }).optional(),
});
export const createdAccountSchema = z.object({
  user: z.object({ id: z.number(), email: z.string(), role: z.enum(['staff', 'owner']) }),
});

// Catalogue
/** A price's make-up in rupees, as the product page's 'Price breakup' table shows it. */
export const priceBreakupSchema = z.object({
  kind: z.string(),
  subtotal: z.number(),
  gst_percent: z.number(),
  gst: z.number(),
  round_off: z.number(),
  total: z.number(),
});
/** A piece for sale (catalogue-schema.ts, ApiProduct); the product's own answer adds each size's variant. */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discount: z.number(),
  primary_image_url: z.string().nullable(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  sizes: z.array(z.string()),
  inStock: z.boolean(),
  stock_quantity: z.number(),
  price_from: z.boolean(),
  price_breakup: priceBreakupSchema,
  variants: z
    .array(z.object({ size: z.string(), price: z.number(), stock_quantity: z.number(), inStock: z.boolean() }))
    .optional(),
});
export const productPageSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema.extend({ total_count_capped: z.literal(true).optional() }),
});
export const productAnswerSchema = z.object({ product: productSchema });
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  parent_id: z.number().nullable(),
  position: z.number(),
  products_count: z.number(),
});
export const categoriesSchema = z.object({ categories: z.array(categorySchema) });
export const carouselImageSchema = z.object({
  id: z.number(),
  image_url: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  button_text: z.string(),
  button_link: z.string(),
  position: z.number(),
});
export const carouselImagesSchema = z.object({ carousel_images: z.array(carouselImageSchema) });
export const couponTermsAnswerSchema = apiCouponSchema;
export const deliveryEstimateSchema = z.object({ pincode: z.string(), deliverable: z.boolean() });
export const legalPageSchema = z.object({ legal_page: z.object({ slug: z.string() }) });

// Cart
export const appliedCouponSchema = apiCartSchema.extend({ code: z.string().nullable(), message: z.string() });
export const cartCountSchema = z.object({ count: z.number() });
export const mergedCartSchema = apiCartSchema.extend({
  skipped: z.array(mergeNoteSchema),
  capped: z.array(mergeNoteSchema),
});

// Orders and payments
/** An order as both sides name it: the back office's view adds its own fields (admin-response-schema.ts). */
export const orderSchema = recordSchema.extend({ status: z.enum(ORDER_STATUSES), created_at: timestampSchema });
/** Money given back on the order; pending: asked of the provider, not yet confirmed by it. */
export const refundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  created_at: timestampSchema,
});
export const taxDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issued_at: timestampSchema,
  total: z.number(),
});
export const orderItemSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number(),
  price: z.number().describe('rupees per piece, as charged'),
  subtotal: z.number(),
  hallmarked: z.boolean(),
  huids: z.array(z.string()),
});
/** The shopper's order (lib/shared/schemas/checkout-answers.ts, ApiOrder); money in rupees. */
export const shopperOrderSchema = orderSchema.extend({
  currency: z.string(),
  paid_at: timestampSchema.nullable(),
  cancelled_at: timestampSchema.nullable(),
  expires_at: timestampSchema.nullable(),
  items_count: z.number(),
  subtotal: z.number(),
  discount_percent: z.number(),
  discount_amount: z.number(),
  shipping_cost: z.number(),
  total_price: z.number(),
  stored_value_payments: z
    .array(z.object({ kind: z.enum(['gift_card', 'store_credit', 'savings']), label: z.string(), amount: z.number() }))
    .optional()
    .describe('gift cards, store credit and a savings plan spent on it at checkout, in that order'),
  amount_payable: z
    .number()
    .optional()
    .describe('total_price less the old gold quoted against it and the stored value spent on it'),
  coupon_code: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  test_mode: z.boolean(),
  refunds: z.array(refundSchema),
  order_items: z.array(orderItemSchema),
  tax_documents: z.array(taxDocumentSchema),
  return_window_ends_at: timestampSchema.nullable(),
});
export const orderAnswerSchema = z.object({ order: shopperOrderSchema });
export const orderMessageSchema = z.object({ message: z.string(), order: shopperOrderSchema });
export const ordersPageSchema = z.object({ orders: z.array(shopperOrderSchema), pagination: paginationSchema });
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
  order: shopperOrderSchema,
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
export const alertSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  kind: z.enum(ALERT_KINDS),
  size: z.string().nullable(),
  price_when_asked: z.number().nullable(),
  created_at: timestampSchema,
});
export const alertAnswerSchema = z.object({ alert: alertSchema });
/** A signed-in shopper's alert (201 new, 200 kept already), or a guest's code challenge (202). */
export const alertAskedSchema = z.union([alertAnswerSchema, otpChallengeSchema]);
export const alertsSchema = z.object({ alerts: z.array(alertSchema) });
export const reviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  photo_url: z.string().nullable(),
  author: z.string(),
  reply: z.string().nullable(),
  created_at: timestampSchema,
});
export const reviewAnswerSchema = z.object({ review: reviewSchema.extend({ status: z.string() }) });
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  rating: z.number(),
  review_count: z.number(),
  pagination: paginationSchema,
});
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
