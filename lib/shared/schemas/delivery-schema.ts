// The delivery estimate's query: a 6-digit Indian pincode (spec: the checkout's 6-digit rule).
import { z } from 'zod';
import { PINCODE_PATTERN } from '@/lib/shared/delivery/delivery-zones';
import { DELIVERY_MESSAGES } from '@/lib/shared/messages/delivery';
import { PRODUCT_LIMITS } from './admin-product-schema';

export const pincodeQuerySchema = z
  .object({
    pincode: z
      .string({ error: DELIVERY_MESSAGES.pincodeInvalid })
      .trim()
      .regex(PINCODE_PATTERN, DELIVERY_MESSAGES.pincodeInvalid),
    /** A made-to-order piece's days to make: the parcel leaves after them (ships_by), then travels. */
    lead_time_days: z.coerce
      .number({ error: DELIVERY_MESSAGES.leadTimeInvalid })
      .int(DELIVERY_MESSAGES.leadTimeInvalid)
      .min(1, DELIVERY_MESSAGES.leadTimeInvalid)
      .max(PRODUCT_LIMITS.maxLeadTimeDays, DELIVERY_MESSAGES.leadTimeInvalid)
      .optional(),
  })
  .strict();
