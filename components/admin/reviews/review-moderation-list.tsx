'use client';
// The back office's reviews: waiting ones first, each approved or rejected with a press, and a
// reply the shop writes under it on the product page.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdmin } from '@/lib/client/admin/admin-api';
import { REVIEW_MESSAGES as M } from '@/lib/shared/messages/product-review';
import { REVIEW_MODERATION_MESSAGES as O } from '@/lib/shared/messages/review-moderation';
import type { AdminReview, ApiReviewPage } from '@/lib/shared/schemas/review-schema';
import { ReviewModerationCard } from './review-moderation-card';

type Page = { reviews: AdminReview[]; pagination: ApiReviewPage['pagination'] };

export function ReviewModerationList({ initial }: { initial: Page }) {
  const [page, setPage] = useState(1);
  const { data } = useAdmin<Page>(`/reviews?page=${page}`, page === 1 ? { fallbackData: initial } : undefined);
  const shown = data ?? initial;
  const pages = shown.pagination.total_pages;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {O.adminTitle}
      </Typography>
      {shown.reviews.length === 0 && <Typography>{O.adminEmpty}</Typography>}
      {shown.reviews.map((review) => (
        <ReviewModerationCard key={review.id} review={review} />
      ))}
      {pages > 1 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {M.newerReviews}
          </Button>
          <Typography>{M.morePages(page, pages)}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {M.olderReviews}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
