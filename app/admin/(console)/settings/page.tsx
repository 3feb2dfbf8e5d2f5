import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Stack from '@mui/material/Stack';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { OwnerAlertsForm } from '@/components/admin/settings/owner-alerts-form';
import { ProductFeeds } from '@/components/admin/settings/product-feeds';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { absoluteUrl } from '@/lib/server/seo/site-url';
import { getAdminSettings } from '@/lib/server/settings/settings-admin';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { getOwnerAlertSettings } from '@/lib/server/owner-alerts/alert-settings';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.settings };

export default async function AdminSettingsPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'settings')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return (
    <Stack spacing={4}>
      <SettingsForm initial={await getAdminSettings(access.actor)} />
      <OwnerAlertsForm initial={await getOwnerAlertSettings(access.actor)} />
      <ProductFeeds googleUrl={absoluteUrl('/feeds/google.xml')} metaUrl={absoluteUrl('/feeds/meta.csv')} />
    </Stack>
  );
}
