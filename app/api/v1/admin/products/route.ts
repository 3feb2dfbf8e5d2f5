import { json } from '@/lib/server/http/route';
import { listAdminProducts } from '@/lib/server/catalogue/product-admin-read';
import { createProduct } from '@/lib/server/catalogue/product-admin-write';
import { cachedAdminProductCount } from '@/lib/server/catalogue/cached-catalogue';
import { drawProductPreviewsAfterResponse } from '@/lib/server/seo/link-previews';
import { adminProductQuerySchema, productCreateSchema } from '@/lib/shared/schemas/admin-product-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminProductAnswerSchema, adminProductsPageSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Every product, inactive and archived ones too: paged, sorted and filtered on the server. */
export const GET = defineRoute(
  {
    summary: 'Products, paged, sorted and filtered.',
    auth: { permission: 'catalogue' },
    query: adminProductQuerySchema,
    response: adminProductsPageSchema,
  },
  async (_request, { actor, query }) => json(await listAdminProducts(actor, query, cachedAdminProductCount)),
);

export const POST = defineRoute(
  {
    summary: 'Creates a product.',
    auth: { permission: 'catalogue' },
    body: productCreateSchema,
    status: 201,
    response: adminProductAnswerSchema,
  },
  async (_request, { actor, body }) => {
    const product = await createProduct(actor, body);
    drawProductPreviewsAfterResponse([product.id]);
    return json({ product }, { status: 201 });
  },
);
