'use client';
// Banner view and click counters (spec section 7). Fire and forget: a failure is only logged.
import 'client-only';
import { API_BASE } from '@/lib/client/api';

export function trackSlide(id: number, event: 'view' | 'click'): void {
  // keepalive lets a click count even though the page navigates away at once.
  fetch(`${API_BASE}/carousel_images/${id}/track_${event}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
  })
    .then((response) => {
      if (!response.ok) console.warn(`Carousel ${event} tracking answered ${response.status}`);
    })
    .catch((error: unknown) => console.warn(`Carousel ${event} tracking failed`, error));
}
