// A review's photo, through the back office's picture pipeline: the kind read from the bytes, the
// picture turned upright without its metadata, stored as WebP with every width the pages ask for. Only a
// shopper who may review the piece gets this far, and a review that is then refused leaves no file behind.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mediaStore, putPicture, removePicture, prepareProductImage } from '@/lib/server/media';
import type { ApiReview, ReviewBody } from '@/lib/shared/schemas/review-schema';
import { alreadyReviewed, notBuyer, reviewEligibility, writeReview } from './write-review';

/** Reviews show their photo small; 800 px covers it at 2x. */
const REVIEW_PHOTO_EDGE = 800;

export async function writeReviewWithPhoto(
  userId: number,
  productId: number,
  body: ReviewBody,
  photo: Buffer,
): Promise<ApiReview> {
  // Refused before the picture is decoded: a stranger's upload costs no image work.
  const may = await reviewEligibility(userId, productId);
  if (may.reviewed) throw alreadyReviewed();
  if (!may.can_review) throw notBuyer();
  const webp = await prepareProductImage(photo, REVIEW_PHOTO_EDGE);
  const key = `reviews/${productId}-${randomBytes(8).toString('hex')}.webp`;
  const store = mediaStore();
  await putPicture(store, key, webp, 'image/webp');
  try {
    return await writeReview(userId, productId, body, `/media/${key}`);
  } catch (error) {
    await removePicture(store, key).catch(() => undefined);
    throw error;
  }
}
