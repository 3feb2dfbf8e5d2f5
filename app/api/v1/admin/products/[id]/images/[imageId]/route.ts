import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { deleteProductImage, updateProductImageAlt } from '@/lib/server/media/product-images';
import { imagePatchSchema } from '@/lib/shared/schemas/admin-product-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { productPicturesSchema } from '@/lib/shared/schemas/admin-response-schema';

export const PATCH = defineRoute(
  {
    summary: "Changes a picture's alt text.",
    auth: { permission: 'catalogue' },
    body: imagePatchSchema,
    response: productPicturesSchema,
  },
  async (_request, { params, actor, body }) => {
    const [id, imageId] = [pathId(params.id, 'Product'), pathId(params.imageId, 'Picture')];
    const { alt } = body;
    return json(await updateProductImageAlt(actor, id, imageId, alt));
  },
);

export const DELETE = defineRoute(
  {
    summary: 'Deletes a picture; answers the pictures left.',
    auth: { permission: 'catalogue' },
    response: productPicturesSchema,
  },
  async (_request, { params, actor }) => {
    const [id, imageId] = [pathId(params.id, 'Product'), pathId(params.imageId, 'Picture')];
    return json(await deleteProductImage(actor, id, imageId));
  },
);
