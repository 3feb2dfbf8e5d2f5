import { json } from '@/lib/server/http/route';
import { listCarouselImages } from '@/lib/server/catalogue';
import { defineRoute } from '@/lib/server/http/define-route';
import { carouselImagesSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  { summary: "The home page's active slides.", auth: 'none', response: carouselImagesSchema },
  async (_request) => json({ carousel_images: await listCarouselImages() }),
);
