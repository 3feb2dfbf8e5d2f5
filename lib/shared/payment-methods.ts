// Cash on delivery: the payment methods a shopper may choose, the zones the courier collects cash in
// by default, and the codes of every refusal. One definition for the checkout, the API and the back office.
import { z } from 'zod';
import { PINCODE_PATTERN, type DeliveryZone } from '@/lib/shared/delivery/delivery-zones';
import { DELIVERY_MESSAGES } from '@/lib/shared/messages/delivery';

export const PAYMENT_METHODS = ['card', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card / UPI (online)',
  cod: 'Cash on delivery',
};

/** Where the courier collects cash until the owner says otherwise: everywhere but the remote zone, where
 *  couriers mostly do not take cash and parcels travel longest. */
export const DEFAULT_COD_ZONES: Record<DeliveryZone, boolean> = {
  same_city: true,
  same_state: true,
  metro: true,
  rest: true,
  remote: false,
};

/** ₹50,000: what a jeweller typically lets a shopper pay in cash at the door. */
export const DEFAULT_COD_MAX_ORDER_PAISE = 50_000_00;

/** The payment row a delivered COD order gets: provider 'cod', keyed by the order. */
export const COD_PROVIDER = 'cod';

import type { CodErrorCode } from '@/lib/shared/error-codes/cod-error-codes';
export { COD_ERROR_CODES } from '@/lib/shared/error-codes/cod-error-codes';
export type { CodErrorCode };

/** GET /payments/cod: whether this shopper may pay cash for this order, and if not, why. */
export type CodAvailability =
  | { available: true; max_order_value: number }
  | { available: false; max_order_value: number; message: string; error_code: CodErrorCode };

/** GET /payments/cod?pincode=302003&total=18500: both optional; the checkout asks again as the form fills. */
export const codQuerySchema = z
  .object({
    pincode: z
      .string({ error: DELIVERY_MESSAGES.pincodeInvalid })
      .trim()
      .regex(PINCODE_PATTERN, DELIVERY_MESSAGES.pincodeInvalid)
      .optional(),
    total: z.coerce
      .number({ error: 'total must be a number' })
      .finite('total must be a number')
      .nonnegative('total must not be negative')
      .max(10_000_000, 'total is too large')
      .optional(),
  })
  .strict();
