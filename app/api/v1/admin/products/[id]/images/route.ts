import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { readMultipart } from '@/lib/server/http/multipart';
import { pathId } from '@/lib/server/http/params';
import { parseOrThrow } from '@/lib/server/http/validation';
import { DomainError } from '@/lib/server/errors/domain-error';
import { addProductImage, reorderProductImages } from '@/lib/server/media/product-images';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { IMAGE_UPLOAD, imageAltSchema, imageOrderSchema } from '@/lib/shared/schemas/admin-product-schema';
import { ADMIN_IMAGE_MESSAGES as M } from '@/lib/shared/messages/admin-images';

type Params = { id: string };

/** multipart/form-data with `file` (JPEG, PNG, WebP or AVIF, 10 MB at most) and `alt`. */
export const POST = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Product');
  const form = await readMultipart(request, IMAGE_UPLOAD.maxBytes, { notMultipart: M.sendForm, tooLarge: M.tooLarge });
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0)
    throw new DomainError(ERROR_CODES.validationFailed, M.fileRequired, { errors: { file: [M.fileRequired] } });
  const altField = form.get('alt');
  const alt = parseOrThrow(imageAltSchema, typeof altField === 'string' ? altField : '');
  return json(await addProductImage(actor, id, Buffer.from(await file.arrayBuffer()), alt), { status: 201 });
});

/** A new order of the pictures: { image_ids } naming every picture once. */
export const PUT = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Product');
  const { image_ids } = await readJsonBody(request, imageOrderSchema);
  return json(await reorderProductImages(actor, id, image_ids));
});
