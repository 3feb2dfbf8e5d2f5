// What every back-office endpoint shares: its error codes and the pieces of its request schemas. Each area's
// own bodies live in lib/shared/schemas/admin-<area>-schema.ts.
import { z } from 'zod';
import { shopDaySchema, shopInstantSchema } from './date-schema';

export { ADMIN_ERROR_CODES } from '@/lib/shared/error-codes/admin-error-codes';

/** A record's id in a path or body: a positive integer that fits PostgreSQL's integer. */
export const recordIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The optimistic-concurrency stamp a write carries: the updated_at the editor last read (ISO 8601). */
export const updatedAtSchema = shopInstantSchema;

/** Paging of every back-office list: page from 1, per_page up to 100. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

/** A day range of reports and exports: YYYY-MM-DD, both inclusive, in the shop's time zone (IST). */
export const dayRangeQuerySchema = z.object({
  from: shopDaySchema.optional(),
  to: shopDaySchema.optional(),
});
