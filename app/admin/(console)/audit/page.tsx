import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { AuditTable } from '@/components/admin/people/audit-table';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.audit };

export default async function AdminAuditPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'audit')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <AuditTable />;
}
