import { apiRoute, noContent } from './route';
import { notFound } from '@/lib/server/errors/domain-error';
import { pathId } from './params';
import { clientIp } from './client-ip';
import { trackCarouselEvent, type CarouselEvent } from '@/lib/server/catalogue';

/**
 * track_view and track_click differ only in the counter they bump. The visitor is the client's address: a
 * cookie would let anyone who drops it count again, so it does not widen the key.
 */
export function carouselTrackingRoute(event: CarouselEvent) {
  return apiRoute<{ id: string }>(async (request, { params }) => {
    const counted = await trackCarouselEvent(pathId((await params).id, 'Carousel image'), event, clientIp(request.headers));
    if (!counted) throw notFound('Carousel image not found');
    return noContent();
  });
}
