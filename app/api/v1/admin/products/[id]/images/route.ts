import { json } from '@/lib/server/http/route';
import { readMultipart } from '@/lib/server/http/multipart';
import { pathId } from '@/lib/server/http/params';
import { parseOrThrow } from '@/lib/server/http/validation';
import { DomainError } from '@/lib/server/errors/domain-error';
import { addProductImage, reorderProductImages } from '@/lib/server/media/product-images';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { IMAGE_UPLOAD, imageAltSchema, imageOrderSchema } from '@/lib/shared/schemas/admin-product-schema';
import { ADMIN_IMAGE_MESSAGES as M } from '@/lib/shared/messages/admin-images';
import { defineRoute } from '@/lib/server/http/define-route';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { productPicturesSchema } from '@/lib/shared/schemas/admin-response-schema';
import { PICTURE } from '@/lib/server/http/route-error-lists';

/** multipart/form-data with `file` (JPEG, PNG, WebP or AVIF, 10 MB at most) and `alt`. */
export const POST = defineRoute(
  {
    summary: "Uploads a product's picture.",
    auth: { permission: 'catalogue' },
    multipart: PICTURE,
    status: 201,
    errors: [ADMIN.imageUnreadable],
    response: productPicturesSchema,
  },
  async (request, { params, actor }) => {
    const id = pathId(params.id, 'Product');
    const form = await readMultipart(request, IMAGE_UPLOAD.maxBytes, {
      notMultipart: M.sendForm,
      tooLarge: M.tooLarge,
    });
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0)
      throw new DomainError(ERROR_CODES.validationFailed, M.fileRequired, { errors: { file: [M.fileRequired] } });
    const altField = form.get('alt');
    const alt = parseOrThrow(imageAltSchema, typeof altField === 'string' ? altField : '');
    return json(await addProductImage(actor, id, Buffer.from(await file.arrayBuffer()), alt), { status: 201 });
  },
);

/** A new order of the pictures: { image_ids } naming every picture once. */
export const PUT = defineRoute(
  {
    summary: 'Orders the pictures.',
    auth: { permission: 'catalogue' },
    body: imageOrderSchema,
    response: productPicturesSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Product');
    const { image_ids } = body;
    return json(await reorderProductImages(actor, id, image_ids));
  },
);
