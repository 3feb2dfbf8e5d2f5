// /admin/legal-pages: the storefront's legal pages for whoever has 'content' (the owner also edits them
// within the settings).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { LegalPagesForm } from '@/components/admin/settings/legal-pages-form';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { getAdminSettings } from '@/lib/server/settings/settings-admin';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.legalPages };

export default async function AdminLegalPagesPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/legal-pages');
  if (!mayDo(access.actor, 'content')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <LegalPagesForm initial={await getAdminSettings(access.actor)} />;
}
