import { apiRoute, jsonText } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { cachedCategoriesJson } from '@/lib/server/catalogue/cached-catalogue';
import { categoryListQuerySchema } from '@/lib/shared/schemas/catalogue-schema';

export const GET = apiRoute(async (request) => {
  const query = parseSearchParams(categoryListQuerySchema, request.nextUrl.searchParams);
  return jsonText(await cachedCategoriesJson({ rootOnly: query.root_only, parentId: query.parent_id }));
});
