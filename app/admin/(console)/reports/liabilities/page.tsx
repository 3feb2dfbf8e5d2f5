// /admin/reports/liabilities: the money buyers keep with the shop, this month's by default, read through the
// domain on the server.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { LiabilitiesReportView } from '@/components/admin/reports/liabilities-report-view';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { liabilitiesReport } from '@/lib/server/reports/liabilities-report';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_LIABILITIES_MESSAGES } from '@/lib/shared/messages/admin-liabilities';

export const metadata: Metadata = { title: ADMIN_LIABILITIES_MESSAGES.title };

export default async function LiabilitiesReportPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/reports/liabilities');
  if (!mayDo(access.actor, 'reports')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <LiabilitiesReportView initial={await liabilitiesReport(access.actor, {})} />;
}
