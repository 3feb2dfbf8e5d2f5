import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { createSlide, listSlides } from '@/lib/server/catalogue/carousel-admin';
import { slideCreateSchema } from '@/lib/shared/schemas/admin-content-schema';

export const GET = adminRoute(async (_request, { actor }) => json({ slides: await listSlides(actor) }));

export const POST = adminRoute(async (request, { actor }) =>
  json({ slide: await createSlide(actor, await readJsonBody(request, slideCreateSchema)) }, { status: 201 }),
);
