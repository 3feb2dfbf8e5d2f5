// A product's pictures, uploaded from the back office. The kind is read from the file's bytes (sharp), never
// its name or declared type; the picture is turned upright, its metadata (EXIF, GPS, camera) dropped, and it
// is stored as WebP at the largest size the storefront shows (1200 px, the product page at 2x) with every
// width the pages ask for prepared beside it in AVIF and WebP (picture-variants.ts). Files get fresh names, so a cached URL never changes meaning.
import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, asc, eq, max } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mediaStore } from './media-store';
import { putPicture, removePicture } from './picture-variants';
import { productImages, products } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invalidateProducts } from '@/lib/server/cache';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { IMAGE_UPLOAD } from '@/lib/shared/schemas/admin-product-schema';
import { ADMIN_IMAGE_MESSAGES as M } from '@/lib/shared/messages/admin-images';
import { ADMIN_PRODUCT_MESSAGES } from '@/lib/shared/messages/admin-products';
import type { ApiProductImage } from '@/lib/shared/schemas/catalogue-schema';

/** The product page shows pictures up to 600 CSS px wide; 1200 px covers it at 2x. */
export const STORED_IMAGE_EDGE = 1200;
const UPLOAD_FOLDER = 'products/uploads';

const notAnImage = () => new DomainError(ERROR_CODES.unsupportedMediaType, M.notAnImage);
const unreadable = (message: string = M.unreadable) => new DomainError(ADMIN_ERROR_CODES.imageUnreadable, message);

/** The picture, checked and prepared: WebP bytes without metadata, or a 413/415/422 naming what is wrong. */
export async function prepareProductImage(bytes: Buffer, edge: number = STORED_IMAGE_EDGE): Promise<Buffer> {
  if (bytes.length > IMAGE_UPLOAD.maxBytes) throw new DomainError(ERROR_CODES.payloadTooLarge, M.tooLarge);
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes).metadata();
    format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !(IMAGE_UPLOAD.formats as readonly string[]).includes(format)) throw notAnImage();
  if (pixels > IMAGE_UPLOAD.maxPixels) throw unreadable(M.tooManyPixels);
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_UPLOAD.maxPixels })
      .rotate()
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

async function requireProduct(productId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
}

/** The product's pictures in order, and its new updated_at (a picture change is a change of the product, so
 *  an editor open on it carries the new stamp into its next save). */
export type ProductPicturesView = { images: ApiProductImage[]; updated_at: string };

async function listImages(productId: number): Promise<ProductPicturesView> {
  const db = await getDb();
  const [images, [product]] = await Promise.all([
    db
      .select({
        id: productImages.id,
        url: productImages.url,
        alt: productImages.alt,
        position: productImages.position,
      })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, productId)),
  ]);
  return { images, updated_at: product.updatedAt.toISOString() };
}

/** Stores the picture after the product's others; answers the product's pictures in order. */
export async function addProductImage(
  actor: StaffActor,
  productId: number,
  bytes: Buffer,
  alt: string,
): Promise<ProductPicturesView> {
  authorize(actor, 'catalogue');
  await requireProduct(productId);
  const webp = await prepareProductImage(bytes);
  const file = `${UPLOAD_FOLDER}/${productId}-${randomBytes(8).toString('hex')}.webp`;
  const store = mediaStore();
  await putPicture(store, file, webp, 'image/webp');
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const [{ last }] = await tx
        .select({ last: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const [image] = await tx
        .insert(productImages)
        .values({ productId, url: `/media/${file}`, alt, position: (last ?? -1) + 1 })
        .returning({ id: productImages.id });
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
      await recordAudit(tx, actor, {
        action: 'product.image.add',
        entityType: 'product',
        entityId: productId,
        after: { image_id: image.id, url: `/media/${file}`, alt, bytes: webp.length },
      });
    });
  } catch (error) {
    // A failed write leaves nothing behind: no row, and no file without a row.
    await removePicture(store, file).catch(() => undefined);
    throw error;
  }
  invalidateProducts([productId]);
  return listImages(productId);
}

export async function updateProductImageAlt(
  actor: StaffActor,
  productId: number,
  imageId: number,
  alt: string,
): Promise<ProductPicturesView> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
    if (!before) throw notFound(M.notFound);
    await tx.update(productImages).set({ alt }).where(eq(productImages.id, imageId));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: 'product.image.alt',
      entityType: 'product',
      entityId: productId,
      before: { image_id: imageId, alt: before.alt },
      after: { image_id: imageId, alt },
    });
  });
  invalidateProducts([productId]);
  return listImages(productId);
}

/** The pictures in a new order: every picture of the product, once. The first is the one lists show. */
export async function reorderProductImages(
  actor: StaffActor,
  productId: number,
  imageIds: number[],
): Promise<ProductPicturesView> {
  authorize(actor, 'catalogue');
  await requireProduct(productId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const known = new Set(current.map((c) => c.id));
    if (
      imageIds.length !== known.size ||
      new Set(imageIds).size !== imageIds.length ||
      imageIds.some((id) => !known.has(id))
    ) {
      throw new DomainError(ERROR_CODES.validationFailed, M.orderInvalid, { errors: { image_ids: [M.orderInvalid] } });
    }
    for (const [position, id] of imageIds.entries())
      await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: 'product.image.reorder',
      entityType: 'product',
      entityId: productId,
      after: { image_ids: imageIds },
    });
  });
  invalidateProducts([productId]);
  return listImages(productId);
}

export async function deleteProductImage(
  actor: StaffActor,
  productId: number,
  imageId: number,
): Promise<ProductPicturesView> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning();
    if (!row) throw notFound(M.notFound);
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: 'product.image.delete',
      entityType: 'product',
      entityId: productId,
      before: { image_id: imageId, url: row.url, alt: row.alt },
    });
    return row;
  });
  // Only our own uploads are removed from disk; the demo's pictures may be shared by several pieces.
  if (removed.url.startsWith(`/media/${UPLOAD_FOLDER}/`))
    await removePicture(mediaStore(), removed.url.slice('/media/'.length));
  invalidateProducts([productId]);
  return listImages(productId);
}

const UPLOAD_PERMISSION = { category: 'catalogue', slide: 'content', logo: 'settings' } as const;

/** A picture for a category, a carousel slide or the logo: prepared like a product's, stored under a fresh
 *  name, its URL answered for the record that will show it. Slides are shown wider, so they keep 1600 px. */
export async function uploadPicture(
  actor: StaffActor,
  bytes: Buffer,
  use: 'category' | 'slide' | 'logo',
): Promise<{ url: string }> {
  authorize(actor, UPLOAD_PERMISSION[use]);
  const webp = await prepareProductImage(bytes, use === 'slide' ? 1600 : STORED_IMAGE_EDGE);
  const file = `uploads/${use}-${randomBytes(8).toString('hex')}.webp`;
  await putPicture(mediaStore(), file, webp, 'image/webp');
  const db = await getDb();
  await db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'media.upload',
      entityType: 'media',
      entityId: null,
      after: { url: `/media/${file}`, use, bytes: webp.length },
    }),
  );
  return { url: `/media/${file}` };
}
