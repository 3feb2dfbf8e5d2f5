import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { OrderTable } from '@/components/admin/orders/order-table';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import { ADMIN_ORDER_VIEWS } from '@/lib/shared/schemas/admin-order-schema';

export const metadata: Metadata = { title: M.title };

export default async function AdminOrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'orders')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  const { view } = await searchParams;
  const initialView = ADMIN_ORDER_VIEWS.find((v) => v === view) ?? 'all';
  return <OrderTable key={initialView} initialView={initialView} />;
}
