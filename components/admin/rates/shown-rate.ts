// Which version of a rate a row shows: the answer to its own save until a read at least as new arrives. A row
// that showed only what the page was read with kept "Updated 1 Nov" after a save until the page was reloaded.
import type { AdminMetalRate } from '@/lib/shared/back-office/rate-types';

export function shownRate(read: AdminMetalRate, saved: AdminMetalRate | null): AdminMetalRate {
  if (!saved?.updated_at) return read;
  if (!read.updated_at) return saved;
  return Date.parse(saved.updated_at) > Date.parse(read.updated_at) ? saved : read;
}
