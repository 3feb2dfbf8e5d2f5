import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CategoriesManager } from '@/components/admin/catalogue/categories-manager';
import { listAdminCategories } from '@/lib/server/catalogue/category-admin';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';

export const metadata: Metadata = { title: 'Categories' };

export default async function AdminCategoriesPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'catalogue')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <CategoriesManager initial={await listAdminCategories(access.actor)} />;
}
