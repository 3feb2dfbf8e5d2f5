// Price-drop and back-in-stock alerts: what a shopper may ask for, the answers, and the codes of
// what is refused. One definition for the API, the product page's island and the profile's list.
import { z } from 'zod';
import { emailSchema, otpCodeSchema } from './auth-schema';

export const ALERT_KINDS = ['back_in_stock', 'price_drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export { ALERT_ERROR_CODES } from '@/lib/shared/error-codes/alert-error-codes';

const SIZE_MAX_LENGTH = 50;
const sizeSchema = z.string().trim().min(1).max(SIZE_MAX_LENGTH);

/**
 * POST /api/v1/products/{id}/alerts. A signed-in shopper sends kind (and size); a guest adds email, is
 * mailed a one-time code, and sends the same body again with session_token and otp_code.
 */
export const alertRequestSchema = z.strictObject({
  kind: z.enum(ALERT_KINDS),
  size: sizeSchema.nullish(),
  email: emailSchema.optional(),
  session_token: z.string().min(1).max(200).optional(),
  otp_code: otpCodeSchema.optional(),
});
export type AlertRequest = z.infer<typeof alertRequestSchema>;

/** DELETE /api/v1/products/{id}/alerts?kind=...&size=... */
export const alertStopSchema = z.strictObject({ kind: z.enum(ALERT_KINDS), size: sizeSchema.nullish() });

/** An alert as the shopper sees it (prices in rupees). */
export type ApiAlert = {
  id: number;
  product_id: number;
  product_name: string;
  kind: AlertKind;
  size: string | null;
  /** For a price drop: the price it waits to fall below. */
  price_when_asked: number | null;
  created_at: string;
};
