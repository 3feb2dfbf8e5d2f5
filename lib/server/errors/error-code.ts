// Every code the server answers with. The codes themselves are the API contract and live in lib/shared; this
// union is what a DomainError may carry and what lib/server/http/error-status.ts must give a status.
import 'server-only';
import type {
  ADMIN_ERROR_CODES,
  ALERT_ERROR_CODES,
  AUTH_ERROR_CODES,
  CART_ERROR_CODES,
  CodErrorCode,
  ERROR_CODES,
  EXCHANGE_ERROR_CODES,
  ORDER_ERROR_CODES,
  REVIEW_ERROR_CODES,
  SHIPPING_ERROR_CODES,
  COD_CONFIRM_ERROR_CODES,
  MARKETING_ERROR_CODES,
  WHATSAPP_ERROR_CODES,
} from '@/lib/shared/error-codes';

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
  | CodeOf<typeof MARKETING_ERROR_CODES>
  | CodeOf<typeof ADMIN_ERROR_CODES>
  | CodErrorCode
  | CodeOf<typeof REVIEW_ERROR_CODES>
  | CodeOf<typeof ALERT_ERROR_CODES>
  | CodeOf<typeof SHIPPING_ERROR_CODES>
  | CodeOf<typeof COD_CONFIRM_ERROR_CODES>
  | CodeOf<typeof EXCHANGE_ERROR_CODES>
  | CodeOf<typeof WHATSAPP_ERROR_CODES>;
