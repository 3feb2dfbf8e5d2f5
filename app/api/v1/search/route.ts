import { apiRoute, jsonText } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { cachedProductListJson } from '@/lib/server/catalogue/cached-catalogue';
import { searchQuerySchema, type SortOrder, SEARCH_SORT_VALUES } from '@/lib/shared/schemas/catalogue-schema';
import { PAGE_SIZE } from '@/lib/shared/constants';

const SORT_BY: Record<(typeof SEARCH_SORT_VALUES)[number], SortOrder> = {
  relevance: 'relevance',
  created_desc: 'created_at_desc',
  created_asc: 'created_at_asc',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  name_asc: 'name_asc',
  name_desc: 'name_desc',
};

export const GET = apiRoute(async (request) => {
  const query = parseSearchParams(searchQuerySchema, request.nextUrl.searchParams);
  const filter = {
    search: query.q,
    sort: query.sort_by ? SORT_BY[query.sort_by] : query.q ? 'relevance' : 'created_at_desc',
    page: query.page ?? 1,
    perPage: query.per_page ?? PAGE_SIZE.products,
  };
  return jsonText(await cachedProductListJson(filter, { query: query.q ?? '' }));
});
