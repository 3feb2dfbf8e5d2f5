import type { Metadata } from 'next';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ProductGrid } from '@/components/admin/products/admin-product-grid';
import { redirect } from 'next/navigation';
import { listCategories } from '@/lib/server/catalogue';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';

export const metadata: Metadata = { title: M.title };

export default async function AdminProductsPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'catalogue')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  const categories = await listCategories();
  return <ProductGrid categories={categories.map(({ id, name }) => ({ id, name }))} />;
}
