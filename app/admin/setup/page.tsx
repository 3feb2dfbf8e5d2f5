// First run (/admin/setup?token=...): the owner's account, made from the link the server printed at start.
import type { Metadata } from 'next';
import { AccountLinkForm } from '@/components/admin/account-link-form';
import { OneTimeLinkPage } from '@/components/admin/one-time-link-page';
import { ownerSetupTokenValid } from '@/lib/server/staff/owner-setup';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';

export const metadata: Metadata = { title: M.setupTitle };

export default async function OwnerSetupPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const usable = typeof token === 'string' && token.length <= 128 && (await ownerSetupTokenValid(token));
  const form = usable ? (
    <AccountLinkForm token={token} endpoint="/admin/setup" submitLabel={M.setupSubmit} doneText={M.setupDone} />
  ) : null;
  return <OneTimeLinkPage title={M.setupTitle} intro={M.setupIntro} invalid={M.setupTokenInvalid} form={form} />;
}
