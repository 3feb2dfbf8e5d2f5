// /admin/products/new and /admin/products/{id}: the editor, with the record read through the domain (which
// authorizes the actor again) on the server.
import type { Metadata } from 'next';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { notFound, redirect } from 'next/navigation';
import { ProductEditor } from '@/components/admin/products/product-editor';
import { listCategories } from '@/lib/server/catalogue';
import { getAdminProduct } from '@/lib/server/catalogue/product-admin-read';
import { backOfficePageAccess, orNotFound } from '@/lib/server/http/admin-page';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';

export const metadata: Metadata = { title: M.editProduct };

export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'catalogue')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  const categories = (await listCategories()).map(({ id: value, name }) => ({ id: value, name }));
  if (id === 'new') return <ProductEditor key="new" product={null} categories={categories} />;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const product = await orNotFound(getAdminProduct(access.actor, Number(id)));
  return <ProductEditor key={product.id} product={product} categories={categories} />;
}
