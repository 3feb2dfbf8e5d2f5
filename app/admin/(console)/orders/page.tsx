import type { Metadata } from 'next';
import { OrderTable } from '@/components/admin/orders/order-table';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import { ADMIN_ORDER_VIEWS } from '@/lib/shared/schemas/admin-order-schema';

export const metadata: Metadata = { title: M.title };

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { view } = await searchParams;
  const initialView = ADMIN_ORDER_VIEWS.find((v) => v === view) ?? 'all';
  return <OrderTable key={initialView} initialView={initialView} />;
}
