// POST /api/v1/orders/{id}/confirm_cod: the shopper confirms a cash-on-delivery order with the mailed link's token.
import { z } from 'zod';

/** Hours a first COD order has to be confirmed, unless the owner sets another figure (demo and default: 24). */
export const DEFAULT_COD_CONFIRM_HOURS = 24;
/** A week: longer, and the pieces are off sale for nothing. */
export const COD_CONFIRM_MAX_HOURS = 168;

export { COD_CONFIRM_ERROR_CODES } from '@/lib/shared/error-codes';

/** The link's token: 43 base64url characters (randomToken); anything far off is refused before any lookup. */
export const codConfirmBodySchema = z.strictObject({ token: z.string().trim().min(16).max(200) });

/** An order's COD confirmation as the API shows it; null on the order when nothing needs confirming. */
export type ApiCodConfirmation = { confirm_by: string; confirmed_at: string | null };
