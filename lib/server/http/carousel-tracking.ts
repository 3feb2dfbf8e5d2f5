import { apiRoute, noContent } from './route';
import { notFound } from './api-error';
import { pathId } from './params';
import { trackCarouselEvent, type CarouselEvent } from '@/lib/server/catalogue';

/** track_view and track_click differ only in the counter they bump. */
export function carouselTrackingRoute(event: CarouselEvent) {
  return apiRoute<{ id: string }>(async (_request, { params }) => {
    const counted = await trackCarouselEvent(pathId((await params).id, 'Carousel image'), event);
    if (!counted) throw notFound('Carousel image not found');
    return noContent();
  });
}
