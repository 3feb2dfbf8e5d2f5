import { jsonText } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { pathId } from '@/lib/server/http/params';
import { cachedCategory, cachedProductListJson } from '@/lib/server/catalogue/cached-catalogue';
import { categoryProductsQuerySchema } from '@/lib/shared/schemas/catalogue-schema';
import { DEFAULT_SORT, PAGE_SIZE } from '@/lib/shared/constants';
import { defineRoute } from '@/lib/server/http/define-route';
import { productPageSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  { summary: "A category's products.", auth: 'none', query: categoryProductsQuerySchema, response: productPageSchema },
  async (_request, { params, query }) => {
    const id = pathId(params.id, 'Category');
    const category = await cachedCategory(id);
    if (!category) throw notFound('Category not found');
    const filter = {
      categoryId: id,
      sort: DEFAULT_SORT,
      page: query.page ?? 1,
      perPage: query.per_page ?? PAGE_SIZE.products,
    };
    return jsonText(await cachedProductListJson(filter, { category }));
  },
);
