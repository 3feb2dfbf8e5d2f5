import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { GiftCardIssueForm } from '@/components/admin/gift-cards/gift-card-issue-form';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';

export const metadata: Metadata = { title: M.pageTitle };

export default async function AdminGiftCardsPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/gift-cards');
  if (!mayDo(access.actor, 'refunds')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <GiftCardIssueForm />;
}
