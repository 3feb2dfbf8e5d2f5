import { jsonText } from '@/lib/server/http/route';
import { cachedProductListJson } from '@/lib/server/catalogue/cached-catalogue';
import { SEARCH_SORT_VALUES, searchQuerySchema, type SortOrder } from '@/lib/shared/schemas/catalogue-schema';
import { PAGE_SIZE } from '@/lib/shared/constants';
import { defineRoute } from '@/lib/server/http/define-route';
import { productPageSchema } from '@/lib/shared/schemas/response-schema';

const SORT_BY: Record<(typeof SEARCH_SORT_VALUES)[number], SortOrder> = {
  relevance: 'relevance',
  created_desc: 'created_at_desc',
  created_asc: 'created_at_asc',
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  name_asc: 'name_asc',
  name_desc: 'name_desc',
};

export const GET = defineRoute(
  { summary: 'Searches the catalogue.', auth: 'none', query: searchQuerySchema, response: productPageSchema },
  async (_request, { query }) => {
    const filter = {
      search: query.q,
      sort: query.sort_by ? SORT_BY[query.sort_by] : query.q ? 'relevance' : 'created_at_desc',
      page: query.page ?? 1,
      perPage: query.per_page ?? PAGE_SIZE.products,
    };
    return jsonText(await cachedProductListJson(filter, { query: query.q ?? '' }));
  },
);
