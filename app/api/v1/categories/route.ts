import { apiRoute, json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { listCategories } from '@/lib/server/catalogue';
import { categoryListQuerySchema } from '@/lib/shared/schemas/catalogue-schema';

export const GET = apiRoute(async (request) => {
  const query = parseSearchParams(categoryListQuerySchema, request.nextUrl.searchParams);
  return json({ categories: await listCategories({ rootOnly: query.root_only, parentId: query.parent_id }) });
});
