import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { parseSearchParams } from '@/lib/server/http/validation';
import { listAdminProducts } from '@/lib/server/catalogue/product-admin-read';
import { createProduct } from '@/lib/server/catalogue/product-admin-write';
import { cachedAdminProductCount } from '@/lib/server/catalogue/cached-catalogue';
import { drawProductPreviewsAfterResponse } from '@/lib/server/seo/link-previews';
import { adminProductQuerySchema, productCreateSchema } from '@/lib/shared/schemas/admin-product-schema';

/** Every product, inactive and archived ones too: paged, sorted and filtered on the server. */
export const GET = adminRoute(async (request, { actor }) =>
  json(
    await listAdminProducts(
      actor,
      parseSearchParams(adminProductQuerySchema, request.nextUrl.searchParams),
      cachedAdminProductCount,
    ),
  ),
);

export const POST = adminRoute(async (request, { actor }) => {
  const product = await createProduct(actor, await readJsonBody(request, productCreateSchema));
  drawProductPreviewsAfterResponse([product.id]);
  return json({ product }, { status: 201 });
});
