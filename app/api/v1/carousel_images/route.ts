import { apiRoute, json } from '@/lib/server/http/route';
import { listCarouselImages } from '@/lib/server/catalogue';

export const GET = apiRoute(async () => json({ carousel_images: await listCarouselImages() }));
