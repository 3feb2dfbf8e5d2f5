import { jsonText } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { pathId } from '@/lib/server/http/params';
import { cachedProductJson } from '@/lib/server/catalogue/cached-catalogue';
import { defineRoute } from '@/lib/server/http/define-route';
import { productAnswerSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  { summary: 'One product with its sizes.', auth: 'none', response: productAnswerSchema },
  async (_request, { params }) => {
    const product = await cachedProductJson(pathId(params.id, 'Product'));
    if (!product) throw notFound('Product not found');
    return jsonText(product);
  },
);
