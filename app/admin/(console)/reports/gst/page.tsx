// /admin/reports/gst: the GST report, last month's by default, read through the domain on the server.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { GstReportView } from '@/components/admin/reports/gst-report-view';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { gstReport } from '@/lib/server/reports/gst-report';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_GST_MESSAGES } from '@/lib/shared/messages/admin-gst';
import { lastMonth } from '@/lib/shared/schemas/admin-gst-schema';
import { shopToday } from '@/lib/shared/shop-time';

export const metadata: Metadata = { title: ADMIN_GST_MESSAGES.title };

export default async function GstReportPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/reports/gst');
  if (!mayDo(access.actor, 'reports')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <GstReportView initial={await gstReport(access.actor, lastMonth(shopToday()))} />;
}
