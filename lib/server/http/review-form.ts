// A review sent as multipart/form-data: its fields as text, and its optional photo (JPEG, PNG,
// WebP or AVIF, 10 MB at most), each failure a 4xx like the JSON body's.
import 'server-only';
import type { NextRequest } from 'next/server';
import { REVIEW_WRITING_MESSAGES as M } from '@/lib/shared/messages/review-writing';
import { IMAGE_UPLOAD } from '@/lib/shared/schemas/admin-product-schema';
import { reviewBodySchema, type ReviewBody } from '@/lib/shared/schemas/review-schema';
import { readMultipart } from './multipart';
import { parseOrThrow } from './validation';

export async function readReviewForm(request: NextRequest): Promise<{ body: ReviewBody; photo: Buffer | null }> {
  const messages = { notMultipart: M.sendForm, tooLarge: M.photoTooLarge };
  const form = await readMultipart(request, IMAGE_UPLOAD.maxBytes, messages);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const rating = text('rating');
  const body = parseOrThrow(reviewBodySchema, {
    rating: rating === undefined || rating === '' ? undefined : Number(rating),
    title: text('title'),
    body: text('body'),
  });
  const photo = form.get('photo');
  return { body, photo: photo instanceof Blob && photo.size > 0 ? Buffer.from(await photo.arrayBuffer()) : null };
}
