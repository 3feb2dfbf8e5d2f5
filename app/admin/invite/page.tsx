// A staff invitation (/admin/invite?token=...): the invitee names themselves and sets a password.
import type { Metadata } from 'next';
import { AccountLinkForm } from '@/components/admin/account-link-form';
import { OneTimeLinkPage } from '@/components/admin/one-time-link-page';
import { inviteEmail } from '@/lib/server/staff/staff-admin';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';

export const metadata: Metadata = { title: M.inviteTitle };

export default async function StaffInvitePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const email = typeof token === 'string' && token.length <= 128 ? await inviteEmail(token) : null;
  const form =
    email && typeof token === 'string' ? (
      <AccountLinkForm
        token={token}
        endpoint="/admin/invite/accept"
        fixedEmail={email}
        submitLabel={M.inviteSubmit}
        doneText={M.inviteDone}
      />
    ) : null;
  return <OneTimeLinkPage title={M.inviteTitle} intro={M.inviteIntro} invalid={M.inviteInvalid} form={form} />;
}
