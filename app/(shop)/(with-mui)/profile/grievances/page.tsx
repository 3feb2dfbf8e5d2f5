// /profile/grievances: the buyer raises a grievance (about an order or their personal data) and reads the
// shop's replies. Linked from the footer's grievance officer and the privacy notice.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GrievanceForm } from '@/components/privacy/grievance-form';
import { pageSession } from '@/lib/server/http/page-session';
import { listOrders } from '@/lib/server/orders';
import { listOwnGrievances } from '@/lib/server/privacy/grievances';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { GRIEVANCE_MESSAGES as M } from '@/lib/shared/messages/grievance-messages';
import { GRIEVANCES_PATH } from '@/lib/shared/grievance-links';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop-time';

export const metadata: Metadata = { title: M.pageTitle, robots: { index: false } };

export default async function GrievancesPage() {
  const session = await pageSession();
  if (!session) redirect(`/login?next=${GRIEVANCES_PATH}`);
  const [grievances, orders, settings] = await Promise.all([
    listOwnGrievances(session.user.id),
    listOrders(session.user.id),
    cachedShopSettings(),
  ]);
  const officer = settings.seller?.grievance_officer;
  const choices = orders.orders.map((o) => ({
    id: o.id,
    label: `#${o.id} · ${new Date(o.created_at).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE })}`,
  }));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {M.pageTitle}
      </Typography>
      <Typography sx={{ mb: 1 }}>{M.pageIntro}</Typography>
      {officer?.name && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {M.officer(officer.name, officer.email)}
        </Typography>
      )}
      <GrievanceForm initial={grievances} orders={choices} />
    </Container>
  );
}
