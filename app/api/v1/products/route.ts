import { apiRoute, jsonText } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { cachedProductListJson } from '@/lib/server/catalogue/cached-catalogue';
import { productListQuerySchema, toProductFilter } from '@/lib/shared/schemas/catalogue-schema';

export const GET = apiRoute(async (request) => {
  const query = parseSearchParams(productListQuerySchema, request.nextUrl.searchParams);
  return jsonText(await cachedProductListJson(toProductFilter(query)));
});
