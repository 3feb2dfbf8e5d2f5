// Every code the server answers with. The codes themselves are the API contract and live in lib/shared; this
// union is what a DomainError may carry and what lib/server/http/error-status.ts must give a status.
import 'server-only';
import type { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import type { CART_ERROR_CODES } from '@/lib/shared/cart-error-codes';
import type { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import type { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import type { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { CodErrorCode } from '@/lib/shared/payment-methods';
import type { REVIEW_ERROR_CODES } from '@/lib/shared/schemas/review-schema';
import type { ALERT_ERROR_CODES } from '@/lib/shared/schemas/alert-schema';
import type { COD_CONFIRM_ERROR_CODES } from '@/lib/shared/schemas/cod-confirmation-schema';

type CodeOf<T> = T[keyof T];

/** What the client concludes from a 404 on the OTP calls; the server never answers with them. */
type ClientOnlyAuthCode =
  | typeof AUTH_ERROR_CODES.sendUnavailable
  | typeof AUTH_ERROR_CODES.verifyUnavailable
  | typeof AUTH_ERROR_CODES.resendUnavailable;

export type ErrorCode =
  | CodeOf<typeof ERROR_CODES>
  | CodeOf<typeof CART_ERROR_CODES>
  | Exclude<CodeOf<typeof AUTH_ERROR_CODES>, ClientOnlyAuthCode>
  | CodeOf<typeof ORDER_ERROR_CODES>
  | CodeOf<typeof ADMIN_ERROR_CODES>
  | CodErrorCode
  | CodeOf<typeof REVIEW_ERROR_CODES>
  | CodeOf<typeof ALERT_ERROR_CODES>
  | CodeOf<typeof COD_CONFIRM_ERROR_CODES>;
