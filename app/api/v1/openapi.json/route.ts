import { apiRoute, json } from '@/lib/server/http/route';
import { openApiDocument } from '@/lib/server/http/openapi-document';

/** The API described from the schemas its routes parse (OpenAPI 3.1); the same for everyone until a deploy. */
export const GET = apiRoute(async () =>
  json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } }),
);
