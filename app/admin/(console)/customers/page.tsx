import type { Metadata } from 'next';
import { CustomerTable } from '@/components/admin/people/customer-table';
import { ADMIN_CUSTOMER_MESSAGES as M } from '@/lib/shared/messages/admin-customers';

export const metadata: Metadata = { title: M.title };

export default function AdminCustomersPage() {
  return <CustomerTable />;
}
