// Every error code the API answers with, one file per area; lib/server/http/error-status.ts gives each its
// status, and GET /api/v1/openapi.json lists them. The request-level codes live in server-runtime/, since the
// shop's own HTTP server (scripts/serve.mjs) answers some requests before Next with them.
export { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
export { ADMIN_ERROR_CODES } from './admin-error-codes';
export { ALERT_ERROR_CODES } from './alert-error-codes';
export { AUTH_ERROR_CODES } from './auth-error-codes';
export { CART_ERROR_CODES } from './cart-error-codes';
export { EXCHANGE_ERROR_CODES } from './exchange-error-codes';
export { COD_ERROR_CODES, type CodErrorCode } from './cod-error-codes';
export { ORDER_ERROR_CODES } from './order-error-codes';
export { REVIEW_ERROR_CODES } from './review-error-codes';
export { SHIPPING_ERROR_CODES } from './shipping-error-codes';
export { COD_CONFIRM_ERROR_CODES } from './cod-confirm-error-codes';
export { MARKETING_ERROR_CODES } from './marketing-error-codes';
export { WHATSAPP_ERROR_CODES } from './whatsapp-error-codes';
