import { apiRoute, json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { cachedProductList } from '@/lib/server/cache/cached-reads';
import { productListQuerySchema, toProductFilter } from '@/lib/shared/schemas/catalogue-schema';

export const GET = apiRoute(async (request) => {
  const query = parseSearchParams(productListQuerySchema, request.nextUrl.searchParams);
  return json(await cachedProductList(toProductFilter(query)));
});
