import { idParamSchema } from '@/lib/shared/schemas/catalogue';
import { ApiError } from './api-error';
import { ERROR_CODES } from '@/lib/shared/api-error-codes';

/** A path id that is not a positive whole number names nothing, so it is a 404 like any unknown id. */
export function pathId(raw: string, what: string): number {
  const parsed = idParamSchema.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw)) throw new ApiError(404, `${what} not found`, ERROR_CODES.notFound);
  return parsed.data;
}
