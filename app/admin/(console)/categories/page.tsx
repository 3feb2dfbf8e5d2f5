import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CategoriesManager } from '@/components/admin/catalogue/categories-manager';
import { authorize } from '@/lib/server/access/staff-actor';
import { listCategories } from '@/lib/server/catalogue';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';

export const metadata: Metadata = { title: 'Categories' };

export default async function AdminCategoriesPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  authorize(access.actor, 'catalogue');
  return <CategoriesManager initial={await listCategories()} />;
}
