// Home carousel slides and their view and click counters.
import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { carouselEventVisitors, carouselImages } from '@/lib/server/db/schema';
import type { ApiCarouselImage } from '@/lib/shared/schemas/catalogue-schema';

export async function listCarouselImages(): Promise<ApiCarouselImage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(carouselImages)
    .where(eq(carouselImages.active, true))
    .orderBy(asc(carouselImages.position), asc(carouselImages.id));
  return rows.map(toApiCarouselImage);
}

/** A slide row as the API shows it (the back office adds its own fields to this). */
export function toApiCarouselImage(r: typeof carouselImages.$inferSelect): ApiCarouselImage {
  return {
    id: r.id,
    image_url: r.imageUrl,
    title: r.title,
    subtitle: r.subtitle,
    button_text: r.buttonText,
    button_link: r.buttonLink,
    position: r.position,
  };
}

export type CarouselEvent = 'view' | 'click';

/** A visitor counts once per slide and event in this window, however often they call. */
export const CAROUSEL_COUNT_WINDOW_MS = 60 * 60 * 1000;
/** Expired visitor rows deleted per counted event: enough to keep pace, small enough to stay quick. */
const PRUNE_BATCH = 100;

/** The visitor as stored: a hash, so the table keeps no client addresses. */
export function carouselVisitorKey(client: string): string {
  return createHash('sha256').update(client).digest('base64url').slice(0, 32);
}

/**
 * Counts one view or click of an active slide, once per visitor per hour: the visitor's row is inserted, or
 * refreshed when older than the window, and the counter moves only when that happened, in one transaction.
 * The row's unique key makes this hold across instances and concurrent calls. False when no active slide
 * has that id.
 */
export async function trackCarouselEvent(
  id: number,
  event: CarouselEvent,
  client: string,
  now: Date = new Date(),
): Promise<boolean> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - CAROUSEL_COUNT_WINDOW_MS);
  return db.transaction(async (tx) => {
    const [slide] = await tx
      .select({ id: carouselImages.id })
      .from(carouselImages)
      .where(and(eq(carouselImages.id, id), eq(carouselImages.active, true)));
    if (!slide) return false;

    // ON CONFLICT DO UPDATE ... WHERE returns a row only when it inserted or refreshed an expired one, so an
    // expired row that the pruning below has not reached yet still lets the visitor count again.
    const fresh = await tx
      .insert(carouselEventVisitors)
      .values({ slideId: id, event, visitor: carouselVisitorKey(client), countedAt: now })
      .onConflictDoUpdate({
        target: [carouselEventVisitors.slideId, carouselEventVisitors.event, carouselEventVisitors.visitor],
        set: { countedAt: now },
        setWhere: lt(carouselEventVisitors.countedAt, cutoff),
      })
      .returning({ slideId: carouselEventVisitors.slideId });
    if (fresh.length === 0) return true;

    const counter = event === 'view' ? carouselImages.viewCount : carouselImages.clickCount;
    await tx
      .update(carouselImages)
      .set(event === 'view' ? { viewCount: sql`${counter} + 1` } : { clickCount: sql`${counter} + 1` })
      .where(eq(carouselImages.id, id));
    await tx.execute(sql`
      DELETE FROM carousel_event_visitors WHERE ctid IN (
        SELECT ctid FROM carousel_event_visitors WHERE counted_at < ${cutoff} LIMIT ${PRUNE_BATCH}
      )`);
    return true;
  });
}
