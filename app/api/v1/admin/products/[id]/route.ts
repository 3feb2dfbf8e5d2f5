import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { getAdminProduct } from '@/lib/server/catalogue/product-admin-read';
import { deleteProduct, updateProduct } from '@/lib/server/catalogue/product-admin-write';
import { drawProductPreviewsAfterResponse } from '@/lib/server/seo/link-previews';
import { productPatchSchema } from '@/lib/shared/schemas/admin-product-schema';

type Params = { id: string };

export const GET = adminRoute<Params>(async (_request, { params, actor }) =>
  json({ product: await getAdminProduct(actor, pathId(params.id, 'Product')) }),
);

/** Any subset of the fields; with updated_at, a write over someone else's newer save is refused (409). */
export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Product');
  const product = await updateProduct(actor, id, await readJsonBody(request, productPatchSchema));
  drawProductPreviewsAfterResponse([id]);
  return json({ product });
});

/** Deletes a piece never ordered; archives one that was (200 with the archived product). */
export const DELETE = adminRoute<Params>(async (_request, { params, actor }) =>
  json(await deleteProduct(actor, pathId(params.id, 'Product'))),
);
