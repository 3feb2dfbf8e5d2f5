import { apiRoute, jsonText } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { pathId } from '@/lib/server/http/params';
import { parseSearchParams } from '@/lib/server/http/validation';
import { cachedCategory, cachedProductListJson } from '@/lib/server/catalogue/cached-catalogue';
import { categoryProductsQuerySchema } from '@/lib/shared/schemas/catalogue-schema';
import { DEFAULT_SORT, PAGE_SIZE } from '@/lib/shared/constants';

export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const id = pathId((await params).id, 'Category');
  const query = parseSearchParams(categoryProductsQuerySchema, request.nextUrl.searchParams);
  const category = await cachedCategory(id);
  if (!category) throw notFound('Category not found');
  const filter = {
    categoryId: id,
    sort: DEFAULT_SORT,
    page: query.page ?? 1,
    perPage: query.per_page ?? PAGE_SIZE.products,
  };
  return jsonText(await cachedProductListJson(filter, { category }));
});
