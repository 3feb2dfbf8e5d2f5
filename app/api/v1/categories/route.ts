import { jsonText } from '@/lib/server/http/route';
import { cachedCategoriesJson } from '@/lib/server/catalogue/cached-catalogue';
import { categoryListQuerySchema } from '@/lib/shared/schemas/catalogue-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { categoriesSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  { summary: 'The categories.', auth: 'none', query: categoryListQuerySchema, response: categoriesSchema },
  async (_request, { query }) => {
    return jsonText(await cachedCategoriesJson({ rootOnly: query.root_only, parentId: query.parent_id }));
  },
);
