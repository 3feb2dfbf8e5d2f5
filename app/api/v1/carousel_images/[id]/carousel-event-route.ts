// The one handler behind track_view and track_click, kept beside them: route code, not HTTP plumbing.
import { noContent } from '@/lib/server/http/route';
import { defineRoute } from '@/lib/server/http/define-route';
import { notFound } from '@/lib/server/errors/domain-error';
import { pathId } from '@/lib/server/http/params';
import { clientIp } from '@/lib/server/http/client-ip';
import { trackCarouselEvent, type CarouselEvent } from '@/lib/server/catalogue';

/**
 * track_view and track_click differ only in the counter they bump. The visitor is the client's address: a
 * cookie would let anyone who drops it count again, so it does not widen the key.
 */
export function carouselEventRoute(event: CarouselEvent) {
  const contract = { summary: `Counts a ${event} on a slide.`, auth: 'none', response: null } as const;
  return defineRoute(contract, async (request, { params }) => {
    const counted = await trackCarouselEvent(pathId(params.id, 'Carousel image'), event, clientIp(request.headers));
    if (!counted) throw notFound('Carousel image not found');
    return noContent();
  });
}
