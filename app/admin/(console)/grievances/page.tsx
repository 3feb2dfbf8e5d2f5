import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { GrievanceQueue } from '@/components/admin/grievances/grievance-queue';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listGrievances } from '@/lib/server/privacy/grievance-admin';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.grievances };

/** Buyers' grievances (permission `customers`): open ones first, oldest first, with their clocks. */
export default async function AdminGrievancesPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/grievances');
  if (!mayDo(access.actor, 'customers')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <GrievanceQueue initial={await listGrievances(access.actor, { page: 1, per_page: 25 })} />;
}
