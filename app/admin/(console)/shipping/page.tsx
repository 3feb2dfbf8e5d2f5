import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import Stack from '@mui/material/Stack';
import { ShippingSandbox } from '@/components/admin/orders/shipping-sandbox';
import { ShippingSettingsCard } from '@/components/admin/orders/shipping-settings-card';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.shipping };

/**
 * The courier parcels booked, and (on the sandbox) a button per courier event to drive them by hand; below
 * them the shipping settings, which only those who may change settings edit.
 */
export default async function AdminShippingPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/shipping');
  if (!mayDo(access.actor, 'orders')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return (
    <Stack spacing={3}>
      <ShippingSandbox />
      <ShippingSettingsCard canEdit={mayDo(access.actor, 'settings')} />
    </Stack>
  );
}
