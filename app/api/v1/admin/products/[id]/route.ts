import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { getAdminProduct } from '@/lib/server/catalogue/product-admin-read';
import { deleteProduct, updateProduct } from '@/lib/server/catalogue/product-admin-write';
import { drawProductPreviewsAfterResponse } from '@/lib/server/seo/link-previews';
import { productPatchSchema } from '@/lib/shared/schemas/admin-product-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { STAMPED_WRITE } from '@/lib/server/http/route-error-lists';
import { adminProductAnswerSchema, productDeletedSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  {
    summary: 'One product as the editor reads it.',
    auth: { permission: 'catalogue' },
    response: adminProductAnswerSchema,
  },
  async (_request, { params, actor }) => json({ product: await getAdminProduct(actor, pathId(params.id, 'Product')) }),
);

/** Any subset of the fields; with updated_at, a write over someone else's newer save is refused (409). */
export const PATCH = defineRoute(
  {
    summary: 'Edits a product.',
    auth: { permission: 'catalogue' },
    body: productPatchSchema,
    errors: STAMPED_WRITE,
    response: adminProductAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Product');
    const product = await updateProduct(actor, id, body);
    drawProductPreviewsAfterResponse([id]);
    return json({ product });
  },
);

/** Deletes a piece never ordered; archives one that was (200 with the archived product). */
export const DELETE = defineRoute(
  {
    summary: 'Deletes a piece never ordered; archives one that was.',
    auth: { permission: 'catalogue' },
    response: productDeletedSchema,
  },
  async (_request, { params, actor }) => json(await deleteProduct(actor, pathId(params.id, 'Product'))),
);
