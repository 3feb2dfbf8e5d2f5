// Reviews: a buyer's review, the shop's moderation, and how the API shows them.
import { z } from 'zod';
import { REVIEW_WRITING_MESSAGES as W } from '@/lib/shared/messages/review-writing';
import { REVIEW_MODERATION_MESSAGES as O } from '@/lib/shared/messages/review-moderation';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { updatedAtSchema } from './admin-schema';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_LIMITS = { title: 120, body: 2000, reply: 1000, perPage: 10, maxPerPage: 50 } as const;

export { REVIEW_ERROR_CODES } from '@/lib/shared/error-codes/review-error-codes';

/** Plain text: whitespace runs inside a line are kept, but the ends are trimmed. */
const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    // A form upload does not pass the API's JSON check for text PostgreSQL cannot store.
    .refine((v) => !v.includes('\u0000'), INPUT_MESSAGES.nulByte);

export const reviewBodySchema = z
  .object({
    rating: z.number({ error: W.ratingInvalid }).int(W.ratingInvalid).min(1, W.ratingInvalid).max(5, W.ratingInvalid),
    title: text(W.titleRequired, REVIEW_LIMITS.title, W.titleTooLong(REVIEW_LIMITS.title)),
    body: text(W.bodyRequired, REVIEW_LIMITS.body, W.bodyTooLong(REVIEW_LIMITS.body)),
  })
  .strict();
export type ReviewBody = z.output<typeof reviewBodySchema>;

/** The owner's decision; a reply alone may be given again later (an empty reply removes it). updated_at: the
 *  version the decision was made from, so two moderators cannot overwrite each other unseen. */
export const reviewModerationSchema = z
  .object({
    updated_at: updatedAtSchema,
    status: z.enum(['approved', 'rejected']).optional(),
    reply: z.string().trim().max(REVIEW_LIMITS.reply, O.replyTooLong(REVIEW_LIMITS.reply)).nullable().optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.reply !== undefined, { message: O.statusOrReply, path: ['status'] });
export type ReviewModeration = z.output<typeof reviewModerationSchema>;

/** Query values arrive as strings; an empty one means "not given". */
const queryInt = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(max).optional());
const pageNumber = queryInt(100_000);

export const reviewListQuerySchema = z.object({
  page: pageNumber,
  per_page: queryInt(REVIEW_LIMITS.maxPerPage),
});

export const adminReviewListQuerySchema = z.object({
  page: pageNumber,
  status: z.enum(REVIEW_STATUSES).optional(),
});

/** A review as the storefront shows it: the reviewer by first name and initial only. */
export type ApiReview = {
  id: number;
  rating: number;
  title: string;
  body: string;
  photo_url: string | null;
  author: string;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
};

export type ApiReviewPage = {
  reviews: ApiReview[];
  rating: number;
  review_count: number;
  pagination: { current_page: number; per_page: number; total_pages: number; total_count: number };
};

/** A review as the back office moderates it. */
export type AdminReview = ApiReview & {
  status: ReviewStatus;
  product: { id: number; name: string };
  /** The reviewer's address, only for those who may see the customer list (permission 'customers'); else null. */
  email: string | null;
  updated_at: string;
};

/** What the product page's "Write a review" island asks for the signed-in shopper. */
export type ReviewEligibility = { can_review: boolean; reviewed: boolean };
