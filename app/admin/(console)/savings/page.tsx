import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { SavingsOverviewView } from '@/components/admin/savings/savings-overview-view';
import { SavingsPlansAdmin } from '@/components/admin/savings/savings-plans-admin';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { SAVINGS_PAGE_MESSAGES } from '@/lib/shared/messages/savings-page';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listSavingsPlans, savingsOverview } from '@/lib/server/savings';

export const metadata: Metadata = { title: 'Savings plans' };

/** The money held for plans and every enrolment (reports); the plans themselves (settings, the owner's). */
export default async function AdminSavingsPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/savings');
  const { actor } = access;
  if (!mayDo(actor, 'reports')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  const [overview, plans] = await Promise.all([
    savingsOverview(actor),
    mayDo(actor, 'settings') ? listSavingsPlans(actor) : Promise.resolve(null),
  ]);
  return (
    <Stack spacing={4}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {SAVINGS_PAGE_MESSAGES.admin.title}
      </Typography>
      <SavingsOverviewView overview={overview} />
      {plans && <SavingsPlansAdmin initial={plans} />}
    </Stack>
  );
}
