import { json, noContent } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { deleteSlide, updateSlide } from '@/lib/server/catalogue/carousel-admin';
import { slidePatchSchema } from '@/lib/shared/schemas/admin-content-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { slideAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const PATCH = defineRoute(
  { summary: 'Edits a slide.', auth: { permission: 'content' }, body: slidePatchSchema, response: slideAnswerSchema },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Slide');
    return json({ slide: await updateSlide(actor, id, body) });
  },
);

export const DELETE = defineRoute(
  { summary: 'Deletes a slide.', auth: { permission: 'content' }, status: 204, response: null },
  async (_request, { params, actor }) => {
    await deleteSlide(actor, pathId(params.id, 'Slide'));
    return noContent();
  },
);
