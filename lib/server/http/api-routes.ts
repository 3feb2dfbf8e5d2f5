// Every route file under app/api/v1, one entry each: its methods, who may call them, and the very schema objects
// the route parses (imported from the same modules), so the OpenAPI document (openapi-document.ts) is built from
// what the routes check. A route added later is one entry here; api-routes.test.ts fails while it is missing or
// while an entry's schemas are not the ones its route parses.
import 'server-only';
import type { z } from 'zod';
import type { ErrorCode } from '@/lib/server/errors';
import { ownerAlertSettingsBody } from '@/lib/shared/owner-alert-settings';
import { COD_ERROR_CODES as COD, codQuerySchema } from '@/lib/shared/payment-methods';
import { CART_ERROR_CODES as CART } from '@/lib/shared/error-codes/cart-error-codes';
import { MARKETING_ERROR_CODES as MARKETING } from '@/lib/shared/error-codes/marketing-error-codes';
import { unsubscribeQuerySchema } from '@/lib/shared/schemas/marketing-schema';
import {
  categoryCreateSchema,
  categoryPatchSchema,
  slideCreateSchema,
  slidePatchSchema,
} from '@/lib/shared/schemas/admin-content-schema';
import { couponCreateSchema, couponPatchSchema } from '@/lib/shared/schemas/admin-coupon-schema';
import {
  adminCustomerQuerySchema,
  auditQuerySchema,
  customerPatchSchema,
} from '@/lib/shared/schemas/admin-customer-schema';
import { gstReportQuerySchema, gstr1QuerySchema } from '@/lib/shared/schemas/admin-gst-schema';
import {
  adminOrderQuerySchema,
  huidCorrectionSchema,
  orderMoveSchema,
  orderNoteSchema,
} from '@/lib/shared/schemas/admin-order-schema';
import {
  adminProductQuerySchema,
  imageAltSchema,
  imageOrderSchema,
  imagePatchSchema,
  metalRateBodySchema,
  productCreateSchema,
  productPatchSchema,
} from '@/lib/shared/schemas/admin-product-schema';
import { idempotencyKeySchema, refundBodySchema } from '@/lib/shared/schemas/admin-refund-schema';
import { ADMIN_ERROR_CODES as ADMIN, dayRangeQuerySchema } from '@/lib/shared/schemas/admin-schema';
import { settingsPatchSchema } from '@/lib/shared/schemas/admin-settings-schema';
import {
  acceptInviteBodySchema,
  ownerSetupBodySchema,
  reauthBodySchema,
  staffInviteBodySchema,
  staffPatchSchema,
} from '@/lib/shared/schemas/admin-staff-schema';
import { EXCHANGE_ERROR_CODES as EXCHANGE } from '@/lib/shared/error-codes/exchange-error-codes';
import { exchangeQuoteBodySchema, exchangeTestBodySchema } from '@/lib/shared/selling/old-gold';
import { ALERT_ERROR_CODES as ALERT, alertRequestSchema, alertStopSchema } from '@/lib/shared/schemas/alert-schema';
import {
  AUTH_ERROR_CODES as AUTH,
  loginBodySchema,
  resendOtpBodySchema,
  sendOtpBodySchema,
  updateProfileBodySchema,
  verifyLoginBodySchema,
  verifyRegistrationBodySchema,
} from '@/lib/shared/schemas/auth-schema';
import {
  addItemBodySchema,
  apiCartSchema,
  applyCouponBodySchema,
  mergeCartBodySchema,
  removeItemBodySchema,
  setItemBodySchema,
} from '@/lib/shared/schemas/cart-schema';
import {
  categoryListQuerySchema,
  categoryProductsQuerySchema,
  productListQuerySchema,
  searchQuerySchema,
} from '@/lib/shared/schemas/catalogue-schema';
import {
  ORDER_ERROR_CODES as ORDER,
  createOrderBodySchema,
  ordersQuerySchema,
  resumePaymentBodySchema,
  sandboxPayBodySchema,
  verifyPaymentBodySchema,
} from '@/lib/shared/schemas/checkout-schema';
import { pincodeQuerySchema } from '@/lib/shared/schemas/delivery-schema';
import { bulkEditSchema } from '@/lib/shared/schemas/product-csv-schema';
import {
  labelsQuerySchema,
  manifestQuerySchema,
  sandboxEventSchema,
  shipmentBookingSchema,
  shippingSettingsSchema,
} from '@/lib/shared/schemas/shipping-schema';
import { COD_CONFIRM_ERROR_CODES as COD_CONFIRM, SHIPPING_ERROR_CODES as SHIP } from '@/lib/shared/error-codes';
import { codConfirmBodySchema } from '@/lib/shared/schemas/cod-confirmation-schema';
import { returnMoveSchema, returnRequestSchema } from '@/lib/shared/schemas/return-schema';
import {
  REVIEW_ERROR_CODES as REVIEW,
  adminReviewListQuerySchema,
  reviewBodySchema,
  reviewListQuerySchema,
  reviewModerationSchema,
} from '@/lib/shared/schemas/review-schema';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** none: anyone; optional: a session changes the answer; session: a signed-in account; admin: a staff session. */
export type ApiAuth = 'none' | 'optional' | 'session' | 'admin';

export interface ApiOperation {
  summary: string;
  auth: ApiAuth;
  /** The query's schema, as the route parses the search parameters. */
  query?: z.ZodType;
  /** The JSON body's schema; a list when the route takes either of several bodies. */
  body?: z.ZodType | readonly z.ZodType[];
  /** Request headers the route parses, by name. */
  headers?: Readonly<Record<string, z.ZodType>>;
  /** A multipart/form-data body: each field a file, free text, or the schema its value is parsed with. */
  multipart?: Readonly<Record<string, 'file' | 'text' | z.ZodType>>;
  /** The answer's status when it succeeds (200 by default) and its kind (JSON by default). */
  status?: 200 | 201 | 202 | 204;
  produces?: 'json' | 'pdf' | 'csv' | 'html';
  response?: z.ZodType;
  /** Error codes this call answers besides those every call of its kind has (validation, sign-in, not found). */
  errors?: readonly ErrorCode[];
}

/** Keyed by the route file's folder under app/api/v1, exactly as on disk (`orders/[id]/cancel`). */
export type ApiRegistry = Readonly<Record<string, Readonly<Partial<Record<HttpMethod, ApiOperation>>>>>;

const ORDER_PLACING: readonly ErrorCode[] = [
  ORDER.priceChanged,
  ORDER.outOfStock,
  ORDER.productUnavailable,
  ORDER.productNotFound,
  ORDER.couponInvalid,
  ORDER.tooManyPending,
  ORDER.orderLineLimit,
  ORDER.pendingUnitsLimit,
  ORDER.pendingValueLimit,
  ORDER.clientHoldLimit,
  ORDER.providerError,
  ORDER.paymentsNotSetUp,
  COD.disabled,
  COD.aboveLimit,
  COD.pincodeNotServed,
  COD.customerBlocked,
  COD.openOrder,
  EXCHANGE.quoteNotFound,
  EXCHANGE.quoteExpired,
  EXCHANGE.quoteUsed,
  EXCHANGE.quoteTooLarge,
];
const CART_LINE: readonly ErrorCode[] = [CART.outOfStock, CART.insufficientStock, CART.lineLimit, CART.invalidSize];
const STAMPED_WRITE: readonly ErrorCode[] = [ADMIN.staleRecord, ADMIN.updatedAtRequired];
const PICTURE = { file: 'file', alt: imageAltSchema } as const;

export const API_ROUTES: ApiRegistry = {
  'admin/orders/[id]/huids': {
    POST: {
      summary: 'Corrects HUIDs after shipping: a credit note reverses the invoice and a new one is issued.',
      auth: 'admin',
      body: huidCorrectionSchema,
      status: 201,
      errors: [ORDER.huidInUse],
    },
  },
  'admin/orders/[id]/label.pdf': {
    GET: {
      summary: "The booked parcel's 4x6 in label: AWB barcode, addresses, declared value.",
      auth: 'admin',
      produces: 'pdf',
      errors: [SHIP.notBooked],
    },
  },
  'admin/orders/[id]/shipment': {
    GET: { summary: "The order's courier booking and its events.", auth: 'admin' },
    POST: {
      summary: 'Books an insured courier parcel for the order and moves it to shipped.',
      auth: 'admin',
      body: shipmentBookingSchema,
      status: 201,
      errors: [
        SHIP.noPickupAddress,
        SHIP.unserviceable,
        SHIP.orderNotShippable,
        EXCHANGE.shortfallDue,
        ORDER.huidInUse,
        SHIP.alreadyBooked,
        SHIP.providerError,
        SHIP.sandboxOff,
      ],
    },
  },
  'admin/reports/cod-remittance': {
    GET: { summary: 'Courier-delivered cash-on-delivery orders whose cash has not been remitted.', auth: 'admin' },
  },
  'admin/shipments': { GET: { summary: 'Courier parcels, newest first.', auth: 'admin' } },
  'admin/shipments/labels.pdf': {
    GET: {
      summary: "A pickup day's labels, or chosen orders' labels, in one file.",
      auth: 'admin',
      query: labelsQuerySchema,
      produces: 'pdf',
    },
  },
  'admin/shipments/manifest.pdf': {
    GET: { summary: "A pickup day's manifest.", auth: 'admin', query: manifestQuerySchema, produces: 'pdf' },
  },
  'admin/shipping/settings': {
    GET: { summary: 'Package defaults, pickup and courier settings.', auth: 'admin' },
    PATCH: { summary: 'Edits the shipping settings.', auth: 'admin', body: shippingSettingsSchema },
  },
  'shipping/sandbox/events': {
    POST: {
      summary: 'Pushes a signed courier event for a sandbox parcel (sandbox only; staff or loopback).',
      auth: 'optional',
      body: sandboxEventSchema,
      errors: [SHIP.sandboxOff, SHIP.unknownShipment],
    },
  },
  'shipping/webhook': {
    POST: {
      summary: "The courier's tracking and remittance events, signed with HMAC-SHA256 (x-shipping-signature).",
      auth: 'none',
      errors: [SHIP.badSignature, SHIP.unknownShipment],
    },
  },
  'admin/audit_log': {
    GET: { summary: 'Every back-office write, newest first (owner only).', auth: 'admin', query: auditQuerySchema },
  },
  'admin/carousel': {
    GET: { summary: 'The carousel slides, in order.', auth: 'admin' },
    POST: { summary: 'Adds a slide.', auth: 'admin', body: slideCreateSchema, status: 201 },
  },
  'admin/carousel/[id]': {
    PATCH: { summary: 'Edits a slide.', auth: 'admin', body: slidePatchSchema },
    DELETE: { summary: 'Deletes a slide.', auth: 'admin', status: 204 },
  },
  'admin/categories': {
    GET: { summary: 'Every category with its parent, position and product count.', auth: 'admin' },
    POST: { summary: 'Adds a category.', auth: 'admin', body: categoryCreateSchema, status: 201 },
  },
  'admin/categories/[id]': {
    PATCH: { summary: 'Edits a category (never under itself).', auth: 'admin', body: categoryPatchSchema },
    DELETE: { summary: 'Deletes an empty category.', auth: 'admin', status: 204, errors: [ADMIN.conflict] },
  },
  'admin/coupons': {
    GET: { summary: 'Every coupon with its use.', auth: 'admin' },
    POST: {
      summary: 'Adds a coupon: a percent or an amount off.',
      auth: 'admin',
      body: couponCreateSchema,
      status: 201,
    },
  },
  'admin/coupons/[id]': {
    PATCH: { summary: 'Edits a coupon.', auth: 'admin', body: couponPatchSchema, errors: STAMPED_WRITE },
    DELETE: { summary: 'Deletes a coupon.', auth: 'admin', status: 204 },
  },
  'admin/customers': {
    GET: { summary: 'Customers, searched and paged.', auth: 'admin', query: adminCustomerQuerySchema },
  },
  'admin/customers/[id]': {
    GET: { summary: 'One customer with their orders and figures.', auth: 'admin' },
    PATCH: {
      summary: 'Disables or enables a customer, or their cash on delivery.',
      auth: 'admin',
      body: customerPatchSchema,
    },
  },
  'admin/dashboard': { GET: { summary: "The dashboard's figures.", auth: 'admin' } },
  'admin/exports/orders.csv': {
    GET: {
      summary: "The accountant's orders CSV (IST days).",
      auth: 'admin',
      query: dayRangeQuerySchema,
      produces: 'csv',
    },
  },
  'admin/exports/products.csv': {
    GET: { summary: 'Every product, a row per size, as the import reads it.', auth: 'admin', produces: 'csv' },
  },
  'admin/imports/products': {
    POST: {
      summary: 'Imports a products CSV: every row applied, or 422 listing each problem by line and column.',
      auth: 'admin',
      multipart: { file: 'file', dry_run: 'text' },
      errors: [ADMIN.importRejected],
    },
  },
  'admin/invite/accept': {
    POST: {
      summary: "An invitation's holder sets their password.",
      auth: 'none',
      body: acceptInviteBodySchema,
      status: 201,
    },
  },
  'admin/mail/[id]/resend': { POST: { summary: 'Sends a failed mail again.', auth: 'admin' } },
  'admin/media': {
    POST: {
      summary: 'Uploads a category, slide or logo picture.',
      auth: 'admin',
      multipart: { file: 'file', use: 'text' },
      status: 201,
    },
  },
  'admin/orders': {
    GET: { summary: 'Orders by view, date range and search.', auth: 'admin', query: adminOrderQuerySchema },
  },
  'admin/orders/[id]': { GET: { summary: 'One order with its timeline.', auth: 'admin' } },
  'admin/orders/[id]/documents/[documentId]': {
    GET: { summary: "An order's tax invoice or credit note.", auth: 'admin', produces: 'pdf' },
  },
  'admin/orders/[id]/invoice.pdf': { GET: { summary: "A paid order's tax invoice.", auth: 'admin', produces: 'pdf' } },
  'admin/orders/[id]/exchange': {
    POST: {
      summary: 'Records the tested weight and purity of the old gold the order brought.',
      auth: 'admin',
      body: exchangeTestBodySchema,
      errors: [EXCHANGE.noExchange, EXCHANGE.alreadyTested, EXCHANGE.rateMissing, ADMIN.reauthRequired],
    },
  },
  'admin/orders/[id]/notes': {
    POST: { summary: "A note on the order's timeline.", auth: 'admin', body: orderNoteSchema, status: 201 },
  },
  'admin/orders/[id]/refunds': {
    POST: {
      summary: 'A full or partial refund (owner only, recent password); Idempotency-Key makes a retry refund once.',
      auth: 'admin',
      body: refundBodySchema,
      headers: { 'Idempotency-Key': idempotencyKeySchema },
      errors: [ADMIN.reauthRequired, ADMIN.conflict],
    },
  },
  'admin/orders/[id]/returns/[returnId]': {
    POST: { summary: 'Approves, refuses or receives a return.', auth: 'admin', body: returnMoveSchema },
  },
  'admin/orders/[id]/status': {
    POST: {
      summary: 'Moves an order through fulfilment.',
      auth: 'admin',
      body: orderMoveSchema,
      errors: [ADMIN.conflict, EXCHANGE.shortfallDue, ORDER.huidInUse],
    },
  },
  'admin/products': {
    GET: { summary: 'Products, paged, sorted and filtered.', auth: 'admin', query: adminProductQuerySchema },
    POST: { summary: 'Creates a product.', auth: 'admin', body: productCreateSchema, status: 201 },
  },
  'admin/products/[id]': {
    GET: { summary: 'One product as the editor reads it.', auth: 'admin' },
    PATCH: { summary: 'Edits a product.', auth: 'admin', body: productPatchSchema, errors: STAMPED_WRITE },
    DELETE: { summary: 'Deletes a piece never ordered; archives one that was.', auth: 'admin' },
  },
  'admin/products/[id]/images': {
    POST: {
      summary: "Uploads a product's picture.",
      auth: 'admin',
      multipart: PICTURE,
      status: 201,
      errors: [ADMIN.imageUnreadable],
    },
    PUT: { summary: 'Orders the pictures.', auth: 'admin', body: imageOrderSchema },
  },
  'admin/products/[id]/images/[imageId]': {
    PATCH: { summary: "Changes a picture's alt text.", auth: 'admin', body: imagePatchSchema },
    DELETE: { summary: 'Deletes a picture.', auth: 'admin', status: 204 },
  },
  'admin/products/bulk': { POST: { summary: 'One change to many products.', auth: 'admin', body: bulkEditSchema } },
  'admin/rates': { GET: { summary: "Today's metal rates and their history.", auth: 'admin' } },
  'admin/rates/[key]': {
    PUT: { summary: "Sets a metal's rate and re-prices every piece on it.", auth: 'admin', body: metalRateBodySchema },
  },
  'admin/reauth': {
    POST: { summary: 'The password again, for the next 10 minutes.', auth: 'admin', body: reauthBodySchema },
  },
  'admin/reports/gst': {
    GET: { summary: 'The GST report: JSON, or CSV of one section.', auth: 'admin', query: gstReportQuerySchema },
  },
  'admin/reports/gstr1': {
    GET: {
      summary: "GSTR-1 of a month (?period=MMYYYY) as the GST portal's offline tool imports it, with Table 13.",
      auth: 'admin',
      query: gstr1QuerySchema,
    },
  },
  'admin/reports/sales': { GET: { summary: 'Paid sales per IST day.', auth: 'admin', query: dayRangeQuerySchema } },
  'admin/reviews': {
    GET: { summary: 'Reviews, waiting ones first.', auth: 'admin', query: adminReviewListQuerySchema },
  },
  'admin/reviews/[id]': {
    PATCH: { summary: 'Approves or rejects a review, with a reply.', auth: 'admin', body: reviewModerationSchema },
  },
  'admin/settings': {
    GET: { summary: "The shop's settings.", auth: 'admin' },
    PATCH: {
      summary: 'Changes settings (owner only).',
      auth: 'admin',
      body: settingsPatchSchema,
      errors: STAMPED_WRITE,
    },
  },
  'admin/settings/alerts': {
    GET: { summary: "The owner's alerts by mail.", auth: 'admin' },
    PUT: { summary: "Sets the owner's alerts.", auth: 'admin', body: ownerAlertSettingsBody, errors: STAMPED_WRITE },
  },
  'admin/setup': {
    POST: {
      summary: "First run: the printed link's token makes the owner's account.",
      auth: 'none',
      body: ownerSetupBodySchema,
      status: 201,
      errors: [ADMIN.setupTokenInvalid],
    },
  },
  'admin/staff': {
    GET: { summary: 'Staff and open invitations.', auth: 'admin' },
    POST: { summary: 'Invites a staff member by email.', auth: 'admin', body: staffInviteBodySchema, status: 201 },
  },
  'admin/staff/[id]': {
    PATCH: { summary: "Changes a staff member's role or permissions.", auth: 'admin', body: staffPatchSchema },
    DELETE: { summary: 'Makes a staff member a shopper again.', auth: 'admin', status: 204 },
  },
  'admin/staff/invites/[id]': { DELETE: { summary: 'Withdraws an invitation.', auth: 'admin', status: 204 } },
  alerts: { GET: { summary: "The signed-in shopper's alerts, newest first.", auth: 'session' } },
  'auth/login': {
    POST: {
      summary: 'Login, step one: email and password mail a code.',
      auth: 'none',
      body: loginBodySchema,
      errors: [AUTH.invalidCredentials, AUTH.rateLimited],
    },
  },
  'auth/logout': { POST: { summary: 'Ends the session and clears the cookie.', auth: 'optional' } },
  'auth/me': {
    GET: { summary: 'The signed-in account.', auth: 'session' },
    PATCH: { summary: "Changes the shopper's name or avatar.", auth: 'session', body: updateProfileBodySchema },
  },
  'auth/resend_otp': {
    POST: {
      summary: 'Mails the code again.',
      auth: 'none',
      body: resendOtpBodySchema,
      errors: [AUTH.noSessionToken, AUTH.rateLimited],
    },
  },
  'auth/send_otp': {
    POST: {
      summary: 'Registration, step one: mails a code.',
      auth: 'none',
      body: sendOtpBodySchema,
      errors: [AUTH.rateLimited],
    },
  },
  'auth/verify_otp': {
    POST: {
      summary: 'Step two of registration (with a `user`) or login: the code signs in and sets the session cookie.',
      auth: 'none',
      body: [verifyRegistrationBodySchema, verifyLoginBodySchema],
      errors: [AUTH.noSessionToken, AUTH.invalidOtp, AUTH.otpExpired, AUTH.tooManyAttempts, AUTH.invalidCredentials],
    },
  },
  carousel_images: { GET: { summary: "The home page's active slides.", auth: 'none' } },
  'carousel_images/[id]/track_click': { POST: { summary: 'Counts a click on a slide.', auth: 'none' } },
  'carousel_images/[id]/track_view': { POST: { summary: 'Counts a view of a slide.', auth: 'none' } },
  cart: { GET: { summary: "The signed-in shopper's cart.", auth: 'session', response: apiCartSchema } },
  'cart/add_item': {
    POST: {
      summary: 'Adds a quantity to a line.',
      auth: 'session',
      body: addItemBodySchema,
      response: apiCartSchema,
      errors: CART_LINE,
    },
  },
  'cart/add_or_update': {
    POST: {
      summary: 'Sets a line, creating it.',
      auth: 'session',
      body: setItemBodySchema,
      response: apiCartSchema,
      errors: CART_LINE,
    },
  },
  'cart/apply_coupon': {
    POST: { summary: 'Applies a coupon.', auth: 'session', body: applyCouponBodySchema, errors: [CART.invalidCoupon] },
  },
  'cart/clear': { DELETE: { summary: 'Empties the cart.', auth: 'session', response: apiCartSchema } },
  'cart/coupon': { DELETE: { summary: 'Drops the coupon.', auth: 'session', response: apiCartSchema } },
  'cart/item_count': { GET: { summary: 'The number of pieces in the cart.', auth: 'session' } },
  'cart/merge': {
    POST: { summary: "Merges a guest's cart at sign-in.", auth: 'session', body: mergeCartBodySchema },
  },
  'cart/remove_item': {
    DELETE: {
      summary: 'Removes a line.',
      auth: 'session',
      body: removeItemBodySchema,
      response: apiCartSchema,
      errors: [CART.notInCart],
    },
  },
  'cart/update_item': {
    PATCH: {
      summary: 'Sets an existing line.',
      auth: 'session',
      body: setItemBodySchema,
      response: apiCartSchema,
      errors: [...CART_LINE, CART.notInCart],
    },
  },
  categories: { GET: { summary: 'The categories.', auth: 'none', query: categoryListQuerySchema } },
  'categories/[id]/products': {
    GET: { summary: "A category's products.", auth: 'none', query: categoryProductsQuerySchema },
  },
  'coupons/[code]': { GET: { summary: "A coupon's terms, for a guest's cart.", auth: 'none' } },
  'delivery/estimate': { GET: { summary: 'The delivery date to a pincode.', auth: 'none', query: pincodeQuerySchema } },
  'openapi.json': { GET: { summary: 'This document.', auth: 'none' } },
  orders: {
    GET: { summary: "The shopper's orders.", auth: 'session', query: ordersQuerySchema },
    POST: {
      summary: 'Places an order (as create-order).',
      auth: 'session',
      body: createOrderBodySchema,
      status: 201,
      errors: ORDER_PLACING,
    },
  },
  'orders/[id]': { GET: { summary: "One of the shopper's orders.", auth: 'session' } },
  'orders/[id]/cancel': {
    PATCH: { summary: 'Cancels a pending or confirmed order.', auth: 'session', errors: [ORDER.notCancellable] },
  },
  'orders/[id]/exchange/pay': {
    POST: {
      summary: "Opens the payment of what the order's old gold fell short of its quote when tested.",
      auth: 'session',
      errors: [EXCHANGE.nothingOwed, ORDER.providerError],
    },
  },
  'orders/[id]/confirm_cod': {
    POST: {
      summary: "Confirms a new account's first cash-on-delivery order with the mailed link's token.",
      auth: 'session',
      body: codConfirmBodySchema,
      errors: [COD_CONFIRM.invalidLink, COD_CONFIRM.closed],
    },
  },
  'orders/[id]/documents/[documentId]': {
    GET: { summary: "A tax invoice or credit note of the shopper's order.", auth: 'session', produces: 'pdf' },
  },
  'orders/[id]/invoice.pdf': {
    GET: { summary: "The tax invoice of the shopper's paid order.", auth: 'session', produces: 'pdf' },
  },
  'orders/[id]/returns': {
    POST: {
      summary: 'Asks to return pieces of a delivered order.',
      auth: 'session',
      body: returnRequestSchema,
      status: 201,
      errors: [ORDER.returnNotAllowed],
    },
  },
  'payments/cod': {
    GET: { summary: 'Whether this order may be paid in cash, and why not.', auth: 'session', query: codQuerySchema },
  },
  'payments/create-order': {
    POST: {
      summary: 'Places an order from the cart and opens its payment (or confirms it, cash on delivery).',
      auth: 'session',
      body: createOrderBodySchema,
      status: 201,
      errors: ORDER_PLACING,
    },
  },
  'payments/resume': {
    POST: {
      summary: "Reopens a pending order's payment.",
      auth: 'session',
      body: resumePaymentBodySchema,
      errors: [ORDER.orderNotPending],
    },
  },
  'payments/sandbox/pay': {
    POST: {
      summary: "The sandbox's card page pays an order.",
      auth: 'session',
      body: sandboxPayBodySchema,
      errors: [ORDER.invalidCard, ORDER.sandboxOnly],
    },
  },
  'payments/verify': {
    POST: {
      summary: 'Confirms a payment by its signature.',
      auth: 'session',
      body: verifyPaymentBodySchema,
      errors: [ORDER.verificationFailed, ORDER.paymentDeclined, ORDER.paymentMismatch, ORDER.refundDue],
    },
  },
  'exchange/quote': {
    POST: {
      summary: "Old gold's value at today's rate less the deduction, valid until the end of the IST day.",
      auth: 'none',
      body: exchangeQuoteBodySchema,
      errors: [EXCHANGE.disabled, EXCHANGE.rateMissing, EXCHANGE.rateLimited],
    },
  },
  'marketing/unsubscribe': {
    GET: {
      summary: "A marketing mail's unsubscribe link: a page asking to confirm (it changes nothing by itself).",
      auth: 'none',
      query: unsubscribeQuerySchema,
      produces: 'html',
      errors: [MARKETING.invalidUnsubscribe],
    },
    POST: {
      summary: 'One-click unsubscribe (RFC 8058): withdraws the consent to marketing mail of the signed token.',
      auth: 'none',
      query: unsubscribeQuerySchema,
      errors: [MARKETING.invalidUnsubscribe],
    },
  },
  'payments/webhook': {
    POST: {
      summary: "The payment provider's webhook, signed with X-Razorpay-Signature.",
      auth: 'none',
      errors: [ORDER.invalidWebhookSignature, ORDER.invalidWebhookPayload],
    },
  },
  products: { GET: { summary: 'Products, filtered, sorted and paged.', auth: 'none', query: productListQuerySchema } },
  'products/[id]': { GET: { summary: 'One product with its sizes.', auth: 'none' } },
  'products/[id]/alerts': {
    POST: {
      summary: 'Asks for a price-drop or back-in-stock alert.',
      auth: 'optional',
      body: alertRequestSchema,
      errors: [ALERT.inStock],
    },
    DELETE: { summary: 'Stops an alert.', auth: 'optional', query: alertStopSchema, status: 204 },
  },
  'products/[id]/reviews': {
    GET: { summary: "The piece's approved reviews.", auth: 'none', query: reviewListQuerySchema },
    POST: {
      summary: 'A buyer reviews the piece, once: JSON, or multipart/form-data with a photo.',
      auth: 'session',
      body: reviewBodySchema,
      multipart: { rating: 'text', title: 'text', body: 'text', photo: 'file' },
      status: 201,
      errors: [REVIEW.notBuyer, REVIEW.alreadyReviewed],
    },
  },
  'products/[id]/reviews/eligibility': {
    GET: { summary: 'Whether the caller may review the piece.', auth: 'optional' },
  },
  search: { GET: { summary: 'Searches the catalogue.', auth: 'none', query: searchQuerySchema } },
  'shop/legal/[slug]': { GET: { summary: 'A legal page.', auth: 'none' } },
  'shop/settings': { GET: { summary: "The shop's public settings.", auth: 'none' } },
};
