import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { ShippingSandbox } from '@/components/admin/orders/shipping-sandbox';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.shipping };

/** The courier parcels booked, and (on the sandbox) a button per courier event to drive them by hand. */
export default async function AdminShippingPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/shipping');
  if (!mayDo(access.actor, 'orders')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <ShippingSandbox />;
}
