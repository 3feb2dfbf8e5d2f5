import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { CustomerTable } from '@/components/admin/people/customer-table';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_CUSTOMER_MESSAGES as M } from '@/lib/shared/messages/admin-customers';

export const metadata: Metadata = { title: M.title };

export default async function AdminCustomersPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'customers')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <CustomerTable />;
}
