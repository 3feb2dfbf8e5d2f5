import { apiRoute, jsonText } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { pathId } from '@/lib/server/http/params';
import { cachedProductJson } from '@/lib/server/catalogue/cached-catalogue';

export const GET = apiRoute<{ id: string }>(async (_request, { params }) => {
  const product = await cachedProductJson(pathId((await params).id, 'Product'));
  if (!product) throw notFound('Product not found');
  return jsonText(product);
});
