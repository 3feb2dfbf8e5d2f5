import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SavingsView } from '@/components/savings/savings-page-view';
import { pageSession } from '@/lib/server/http/page-session';
import { checkoutDisplay } from '@/lib/server/payments/providers/checkout-display';
import { listOpenSavingsPlans, listOwnEnrolments } from '@/lib/server/savings';
import { SAVINGS_PAGE_MESSAGES as M } from '@/lib/shared/messages/savings-page';

export const metadata: Metadata = { title: 'Savings plans', robots: { index: false } };

export default async function SavingsPage() {
  const session = await pageSession();
  if (!session) redirect('/login?next=/profile/savings');
  const { user } = session;
  const [plans, enrolments, { display }] = await Promise.all([
    listOpenSavingsPlans(),
    listOwnEnrolments(user.id),
    checkoutDisplay(),
  ]);
  const prefill = { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email ?? undefined, contact: '' };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {M.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {M.intro}
      </Typography>
      <SavingsView plans={plans} enrolments={enrolments} display={display} prefill={prefill} />
    </Container>
  );
}
