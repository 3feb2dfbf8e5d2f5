import type { Metadata } from 'next';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { redirect } from 'next/navigation';
import { CouponsManager } from '@/components/admin/catalogue/coupons-manager';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listCoupons } from '@/lib/server/coupons/coupon-admin';

export const metadata: Metadata = { title: 'Coupons' };

export default async function AdminCouponsPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'coupons')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <CouponsManager initial={await listCoupons(access.actor)} />;
}
