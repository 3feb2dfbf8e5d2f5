import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CouponsManager } from '@/components/admin/catalogue/coupons-manager';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listCoupons } from '@/lib/server/coupons/coupon-admin';

export const metadata: Metadata = { title: 'Coupons' };

export default async function AdminCouponsPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  return <CouponsManager initial={await listCoupons(access.actor)} />;
}
