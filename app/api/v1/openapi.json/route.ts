// The API described from the contracts its routes enforce (OpenAPI 3.1); the same for everyone until a deploy.
// The route modules come from route-modules.generated.ts (npm run routes).
import { json } from '@/lib/server/http/route';
import { OPENAPI_CONTRACT, openApiDocument } from '@/lib/server/http/openapi-document';
import { defineRoute } from '@/lib/server/http/define-route';
import type { OpenApiShape } from '@/lib/shared/schemas/response-schema';
import { ROUTE_MODULES } from './route-modules.generated';

export const GET = defineRoute(OPENAPI_CONTRACT, async () =>
  json(openApiDocument(ROUTE_MODULES) as OpenApiShape, { headers: { 'cache-control': 'public, max-age=300' } }),
);
