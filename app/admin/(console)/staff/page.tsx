import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { StaffManager } from '@/components/admin/people/staff-manager';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listStaff } from '@/lib/server/staff/staff-admin';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.staff };

export default async function AdminStaffPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'staff')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <StaffManager initial={await listStaff(access.actor)} />;
}
