// The delivery estimate's query: a 6-digit Indian pincode (spec: the checkout's 6-digit rule).
import { z } from 'zod';
import { PINCODE_PATTERN } from '@/lib/shared/delivery/delivery-zones';
import { DELIVERY_MESSAGES } from '@/lib/shared/messages/delivery';

export const pincodeQuerySchema = z
  .object({
    pincode: z
      .string({ error: DELIVERY_MESSAGES.pincodeInvalid })
      .trim()
      .regex(PINCODE_PATTERN, DELIVERY_MESSAGES.pincodeInvalid),
  })
  .strict();
