import { json } from '@/lib/server/http/route';
import { readMultipart } from '@/lib/server/http/multipart';
import { DomainError } from '@/lib/server/errors/domain-error';
import { uploadPicture } from '@/lib/server/media/product-images';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { IMAGE_UPLOAD } from '@/lib/shared/schemas/admin-product-schema';
import { ADMIN_IMAGE_MESSAGES as M } from '@/lib/shared/messages/admin-images';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import { defineRoute } from '@/lib/server/http/define-route';
import { uploadedPictureSchema } from '@/lib/shared/schemas/admin-response-schema';

const USES = ['category', 'slide', 'logo'] as const;

/** multipart/form-data with `file` and `use` (category, slide or logo): answers { url } to put on the record. */
export const POST = defineRoute(
  {
    summary: 'Uploads a category, slide or logo picture.',
    auth: 'staff',
    multipart: { file: 'file', use: 'text' },
    status: 201,
    response: uploadedPictureSchema,
  },
  async (request, { actor }) => {
    const form = await readMultipart(request, IMAGE_UPLOAD.maxBytes, {
      notMultipart: M.sendForm,
      tooLarge: M.tooLarge,
    });
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0)
      throw new DomainError(ERROR_CODES.validationFailed, M.fileRequired, { errors: { file: [M.fileRequired] } });
    const use = USES.find((u) => u === form.get('use'));
    if (!use)
      throw new DomainError(ERROR_CODES.validationFailed, DOMAIN_ERROR_MESSAGES.mediaUse, {
        errors: { use: [DOMAIN_ERROR_MESSAGES.mediaUse] },
      });
    return json(await uploadPicture(actor, Buffer.from(await file.arrayBuffer()), use), { status: 201 });
  },
);
