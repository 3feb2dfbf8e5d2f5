// /admin: the dashboard, read through the domain on the server and kept fresh by the client.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardView } from '@/components/admin/dashboard/dashboard-view';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { dashboard } from '@/lib/server/reports/sales-report';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.dashboard };

export default async function DashboardPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  return <DashboardView initial={await dashboard(access.actor)} />;
}
