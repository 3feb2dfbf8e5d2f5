// The back office's carousel slides on the home page: list (inactive ones too), create, edit, delete.
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { carouselImages } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invalidateCarousel } from '@/lib/server/cache';
import type { SlideCreate, SlidePatch } from '@/lib/shared/schemas/admin-content-schema';
import type { AdminSlide } from '@/lib/shared/back-office/admin-types';
import { toApiCarouselImage } from './carousel';

const NOT_FOUND = 'Slide not found';
type SlideRow = typeof carouselImages.$inferSelect;

const toSlide = (r: SlideRow): AdminSlide => ({
  ...toApiCarouselImage(r),
  active: r.active,
  view_count: r.viewCount,
  click_count: r.clickCount,
});

export async function listSlides(actor: StaffActor): Promise<AdminSlide[]> {
  authorize(actor, 'content');
  const db = await getDb();
  return (await db.select().from(carouselImages).orderBy(asc(carouselImages.position), asc(carouselImages.id))).map(
    toSlide,
  );
}

export async function createSlide(actor: StaffActor, body: SlideCreate): Promise<AdminSlide> {
  authorize(actor, 'content');
  const db = await getDb();
  const slide = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(carouselImages)
      .values({
        imageUrl: body.image_url,
        title: body.title,
        subtitle: body.subtitle,
        buttonText: body.button_text,
        buttonLink: body.button_link,
        position: body.position,
        active: body.active,
      })
      .returning();
    await recordAudit(tx, actor, { action: 'slide.create', entityType: 'slide', entityId: row.id, after: body });
    return toSlide(row);
  });
  invalidateCarousel();
  return slide;
}

export async function updateSlide(actor: StaffActor, id: number, patch: SlidePatch): Promise<AdminSlide> {
  authorize(actor, 'content');
  const db = await getDb();
  const slide = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(carouselImages).where(eq(carouselImages.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND);
    if (Object.keys(patch).length === 0) return toSlide(before);
    const [row] = await tx
      .update(carouselImages)
      .set({
        ...(patch.image_url !== undefined && { imageUrl: patch.image_url }),
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.subtitle !== undefined && { subtitle: patch.subtitle }),
        ...(patch.button_text !== undefined && { buttonText: patch.button_text }),
        ...(patch.button_link !== undefined && { buttonLink: patch.button_link }),
        ...(patch.position !== undefined && { position: patch.position }),
        ...(patch.active !== undefined && { active: patch.active }),
      })
      .where(eq(carouselImages.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'slide.update',
      entityType: 'slide',
      entityId: id,
      before: toSlide(before),
      after: patch,
    });
    return toSlide(row);
  });
  invalidateCarousel();
  return slide;
}

export async function deleteSlide(actor: StaffActor, id: number): Promise<void> {
  authorize(actor, 'content');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(carouselImages).where(eq(carouselImages.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    await recordAudit(tx, actor, { action: 'slide.delete', entityType: 'slide', entityId: id, before: toSlide(row) });
  });
  invalidateCarousel();
}
