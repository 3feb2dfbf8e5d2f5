import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { ReviewModerationList } from '@/components/admin/reviews/review-moderation-list';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listReviewsToModerate, REVIEW_PERMISSION } from '@/lib/server/reviews/moderate-review';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.reviews };

/** Shoppers' reviews, those waiting for a decision first. */
export default async function AdminReviewsPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/reviews');
  if (!mayDo(access.actor, REVIEW_PERMISSION)) {
    return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  }
  return <ReviewModerationList initial={await listReviewsToModerate(access.actor)} />;
}
