import { json } from '@/lib/server/http/route';
import { createSlide, listSlides } from '@/lib/server/catalogue/carousel-admin';
import { slideCreateSchema } from '@/lib/shared/schemas/admin-content-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { slideAnswerSchema, slidesSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  { summary: 'The carousel slides, in order.', auth: { permission: 'content' }, response: slidesSchema },
  async (_request, { actor }) => json({ slides: await listSlides(actor) }),
);

export const POST = defineRoute(
  {
    summary: 'Adds a slide.',
    auth: { permission: 'content' },
    body: slideCreateSchema,
    status: 201,
    response: slideAnswerSchema,
  },
  async (_request, { actor, body }) => json({ slide: await createSlide(actor, body) }, { status: 201 }),
);
