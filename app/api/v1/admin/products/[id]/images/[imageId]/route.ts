import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { deleteProductImage, updateProductImageAlt } from '@/lib/server/media/product-images';
import { imagePatchSchema } from '@/lib/shared/schemas/admin-product-schema';

type Params = { id: string; imageId: string };

export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const [id, imageId] = [pathId(params.id, 'Product'), pathId(params.imageId, 'Picture')];
  const { alt } = await readJsonBody(request, imagePatchSchema);
  return json(await updateProductImageAlt(actor, id, imageId, alt));
});

export const DELETE = adminRoute<Params>(async (_request, { params, actor }) => {
  const [id, imageId] = [pathId(params.id, 'Product'), pathId(params.imageId, 'Picture')];
  return json(await deleteProductImage(actor, id, imageId));
});
