import 'server-only';
import { idParamSchema } from '@/lib/shared/schemas/catalogue-schema';
import { notFound } from '@/lib/server/errors';

/** A path id that is not a positive whole number names nothing, so it is a 404 like any unknown id. */
export function pathId(raw: string, what: string): number {
  const parsed = idParamSchema.safeParse(raw);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data;
}
