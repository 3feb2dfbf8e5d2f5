// Home carousel slides and their view and click counters.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { carouselImages } from '@/lib/server/db/schema';
import type { ApiCarouselImage } from '@/lib/shared/schemas/catalogue';

export async function listCarouselImages(): Promise<ApiCarouselImage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(carouselImages)
    .where(eq(carouselImages.active, true))
    .orderBy(asc(carouselImages.position), asc(carouselImages.id));
  return rows.map((r) => ({
    id: r.id,
    image_url: r.imageUrl,
    title: r.title,
    subtitle: r.subtitle,
    button_text: r.buttonText,
    button_link: r.buttonLink,
    position: r.position,
  }));
}

export type CarouselEvent = 'view' | 'click';

/** Counts one view or click atomically; false when no active slide has that id. */
export async function trackCarouselEvent(id: number, event: CarouselEvent): Promise<boolean> {
  const db = await getDb();
  const counter = event === 'view' ? carouselImages.viewCount : carouselImages.clickCount;
  const updated = await db
    .update(carouselImages)
    .set(event === 'view' ? { viewCount: sql`${counter} + 1` } : { clickCount: sql`${counter} + 1` })
    .where(and(eq(carouselImages.id, id), eq(carouselImages.active, true)))
    .returning({ id: carouselImages.id });
  return updated.length > 0;
}
