// The checkout and orders half of the API contract (spec sections 3, 5 and 7). The shipping-address schema
// is the one the checkout form validates with and the one the create-order endpoints validate with.
import { z } from 'zod';
import { exchangeQuoteIdSchema } from '@/lib/shared/selling/old-gold';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { COUNTRY, CURRENCY, ORDER_STATUSES, PAGE_SIZE } from '@/lib/shared/constants';
import { INDIA_REGIONS } from '@/lib/shared/india-states';
import { CHECKOUT_FORM_MESSAGES as M } from '@/lib/shared/messages/checkout';
import { PAN_PATTERN } from '@/lib/shared/india-limits';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { PAYMENT_METHODS } from '@/lib/shared/payment-methods';
import { hasWholePaise, MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { storedValueChoice } from './checkout-stored-value-schema';

const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong);

/**
 * An Indian number as its 10 digits, however it was typed: "98765 43210", "(987) 654-3210", with the country
 * code ("+91 98765 43210", "0091…") or the trunk 0 ("098765 43210"). Only a prefix that leaves exactly 10
 * digits is dropped, so a 10-digit number that starts with 91 or 0 is kept whole.
 */
const INDIAN_NUMBER = /^(?:0091|91|0)?(\d{10})$/;

const phoneSchema = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .max(30, M.phoneInvalid)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => INDIAN_NUMBER.test(digits), M.phoneInvalid)
  .transform((digits) => digits.replace(INDIAN_NUMBER, '$1'));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredEmail = z
  .string({ error: INPUT_MESSAGES.emailRequired })
  .trim()
  .min(1, INPUT_MESSAGES.emailRequired)
  .max(254, INPUT_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, INPUT_MESSAGES.emailInvalid);

/** The API's shipping address (spec section 3 has no email in it). An email given is only a contact for the
 *  courier: order mail always goes to the account's own verified address, never to one a caller typed. */
export const shippingAddressSchema = z.object({
  full_name: requiredText(M.nameRequired, 100),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), requiredEmail.optional()),
  phone: phoneSchema,
  address_line_1: requiredText(M.addressRequired, 200),
  address_line_2: z.string().trim().max(200, M.tooLong).optional().default(''),
  city: requiredText(M.cityRequired, 100),
  state: requiredText(M.stateRequired, 100).refine((state) => INDIA_REGIONS.includes(state), M.stateInvalid),
  postal_code: z
    .string({ error: M.pincodeRequired })
    .trim()
    .min(1, M.pincodeRequired)
    .regex(/^\d{6}$/, M.pincodeInvalid),
  country: z.literal(COUNTRY, { error: M.countryIndia }).optional().default(COUNTRY),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddressData = z.output<typeof shippingAddressSchema>;
export type ShippingField = keyof ShippingAddressInput;

/** The checkout form asks for an email (spec section 5), prefilled with the account's. */
export const checkoutFormSchema = shippingAddressSchema.extend({ email: requiredEmail });

/** Rupees as a JSON number with at most two decimals; a string, NaN or an absurd amount is refused. */
const rupees = z
  .number({ error: 'must be a number' })
  .finite('must be a number')
  .nonnegative('must not be negative')
  .max(MAX_AMOUNT_RUPEES, 'is too large')
  .refine(hasWholePaise, 'must have at most two decimals');

export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

export const cartItemInputSchema = z.object({
  product_id: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(2_147_483_647, 'is too large'),
  quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
  price: rupees,
  size: z.string().trim().max(40, 'is too long').nullish(),
  /** Text to engrave on each piece, for a piece that offers engraving (checked against its offer). */
  engraving_text: z
    .string({ error: ENGRAVING_MESSAGES.textInvalid })
    .max(200, ENGRAVING_MESSAGES.textInvalid)
    .nullish(),
});

/** POST /payments/create-order and POST /orders. */
export const createOrderBodySchema = z.object({
  shipping_address: shippingAddressSchema,
  currency: z
    .literal(CURRENCY, { error: `must be ${CURRENCY}` })
    .optional()
    .default(CURRENCY),
  cart_items: z
    .array(cartItemInputSchema, { error: 'must be a list of items' })
    .min(1, 'must not be empty')
    .max(MAX_ORDER_LINES, `must have at most ${MAX_ORDER_LINES} lines`),
  total_amount: rupees,
  coupon_code: z
    .string()
    .trim()
    .max(40, 'is too long')
    .transform((code) => code.toUpperCase() || null)
    .nullish(),
  notes: z.string().trim().max(500, 'is too long').nullish(),
  /** The buyer's PAN, needed above ₹2,00,000 (Rule 114B): spaces dropped, upper-cased, then checked. */
  pan: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() || undefined : v),
    z.string({ error: M.panInvalid }).regex(PAN_PATTERN, M.panInvalid).nullish(),
  ),
  /** The buyer has no PAN and will fill in Form 60 instead. */
  form_60: z.boolean({ error: M.form60Invalid }).optional().default(false),
  /** An old-gold quote (POST /exchange/quote) whose value is taken off what is paid now. */
  exchange_quote_id: exchangeQuoteIdSchema.nullish(),
  ...storedValueChoice,
  /** The unticked box "Send me order updates on WhatsApp": true gives that consent (never withdraws it). */
  whatsapp_updates: z.boolean({ error: 'must be true or false' }).optional(),
  /** 'cod': a confirmed order paid in cash at the door; absent: paid online, as before. */
  payment_method: z
    .enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(', ')}` })
    .optional()
    .default('card'),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

const providerText = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, 'is too long');

const orderIdSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** POST /payments/resume: pay an order already placed (its payment window was closed). */
export const resumePaymentBodySchema = z.object({ order_id: orderIdSchema });

/** POST /payments/verify: what the provider's checkout handed to the browser. */
export const verifyPaymentBodySchema = z.object({
  order_id: orderIdSchema,
  razorpay_order_id: providerText(100),
  razorpay_payment_id: providerText(100),
  razorpay_signature: providerText(200),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional(),
  );

/** GET /orders: page, per_page (10) and an optional status ('' or 'all' mean every status). */
export const ordersQuerySchema = z.object({
  page: optionalInt(1, 100_000),
  per_page: optionalInt(1, PAGE_SIZE.maxPerPage),
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(ORDER_STATUSES).optional()),
});

export { ORDER_ERROR_CODES } from '@/lib/shared/error-codes/order-error-codes';

export type * from './checkout-answers';

/** The sandbox's card page posts this (POST /api/v1/payments/sandbox/pay) while no Razorpay keys are set. */
export const sandboxPayBodySchema = z.object({
  razorpay_order_id: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'is too long'),
  card_number: z.string({ error: 'is required' }).max(40, 'is too long'),
});
