import { adminRoute } from '@/lib/server/http/admin-route';
import { json, noContent } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { deleteSlide, updateSlide } from '@/lib/server/catalogue/carousel-admin';
import { slidePatchSchema } from '@/lib/shared/schemas/admin-content-schema';

type Params = { id: string };

export const PATCH = adminRoute<Params>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Slide');
  return json({ slide: await updateSlide(actor, id, await readJsonBody(request, slidePatchSchema)) });
});

export const DELETE = adminRoute<Params>(async (_request, { params, actor }) => {
  await deleteSlide(actor, pathId(params.id, 'Slide'));
  return noContent();
});
