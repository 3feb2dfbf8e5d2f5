import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { MetalRatesForm } from '@/components/admin/rates/metal-rates-form';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listMetalRates } from '@/lib/server/pricing/metal-rate-admin';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.rates };

export default async function AdminRatesPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/rates');
  if (!mayDo(access.actor, 'rates')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <MetalRatesForm initial={await listMetalRates(access.actor)} />;
}
