import { jsonText } from '@/lib/server/http/route';
import { cachedProductListJson } from '@/lib/server/catalogue/cached-catalogue';
import { productListQuerySchema, toProductFilter } from '@/lib/shared/schemas/catalogue-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { productPageSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  {
    summary: 'Products, filtered, sorted and paged.',
    auth: 'none',
    query: productListQuerySchema,
    response: productPageSchema,
  },
  async (_request, { query }) => {
    return jsonText(await cachedProductListJson(toProductFilter(query)));
  },
);
