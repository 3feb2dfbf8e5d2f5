// /admin: the dashboard, read through the domain on the server and kept fresh by the client. A helper without
// the reports goes to the first section they may open instead.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { navFor } from '@/components/admin/admin-nav';
import { DashboardView } from '@/components/admin/dashboard/dashboard-view';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { dashboard } from '@/lib/server/reports/sales-report';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.dashboard };

export default async function DashboardPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'reports')) {
    const first = navFor(access.actor)[0];
    if (first) redirect(first.href);
    return <AdminRefusal embedded message={ADMIN_MESSAGES.noSections} />;
  }
  return <DashboardView initial={await dashboard(access.actor)} permissions={access.actor.permissions} />;
}
