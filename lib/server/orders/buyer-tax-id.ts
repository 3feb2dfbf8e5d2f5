// Rule 114B at checkout: which of the buyer's PAN or Form 60 an order keeps.
import 'server-only';
import { DomainError } from '@/lib/server/errors';
import { PAN_MESSAGES } from '@/lib/shared/messages/checkout';
import { panRequired } from '@/lib/shared/india-limits';
import { ORDER_ERROR_CODES, type CreateOrderBody } from '@/lib/shared/schemas/checkout-schema';

/**
 * Rule 114B: an order above ₹2,00,000 carries the buyer's PAN or their Form 60 declaration, or is refused (422).
 * Below it neither is kept, even when sent: the shop holds no personal data it does not need.
 */
export function buyerTaxId(body: CreateOrderBody, totalPaise: number): { buyerPan: string | null; form60: boolean } {
  if (!panRequired(totalPaise)) return { buyerPan: null, form60: false };
  if (body.pan) return { buyerPan: body.pan, form60: false };
  if (body.form_60) return { buyerPan: null, form60: true };
  throw new DomainError(ORDER_ERROR_CODES.panRequired, PAN_MESSAGES.required, {
    errors: { pan: [PAN_MESSAGES.required] },
  });
}
