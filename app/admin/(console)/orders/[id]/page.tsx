import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { OrderDetail } from '@/components/admin/orders/order-detail';
import { getAdminOrder } from '@/lib/server/orders/order-admin';
import { backOfficePageAccess, orNotFound } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';

export const metadata: Metadata = { title: M.title };

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'orders')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const order = await orNotFound(getAdminOrder(access.actor, Number(id)));
  return <OrderDetail initial={order} mayRefund={mayDo(access.actor, 'refunds')} />;
}
