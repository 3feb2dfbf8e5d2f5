import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LogoutButton } from '@/components/account/logout-button';
import { ProfileForm } from '@/components/account/profile-form';
import { ContactEditor } from '@/components/account/contact-editor';
import { MarketingConsent } from '@/components/account/marketing-consent';
import { DataRightsPanel } from '@/components/account/data-rights-panel';
import { WhatsAppConsents } from '@/components/account/whatsapp-consents';
import { getProfile } from '@/lib/server/auth/users';
import { ProductAlertsList } from '@/components/account/product-alerts-list';
import { listAlerts } from '@/lib/server/alerts/alert-requests';
import { ALERT_MESSAGES } from '@/lib/shared/messages/product-alerts';
import { pageSession } from '@/lib/server/http/page-session';
import { NomineeEditor } from '@/components/privacy/nominee-editor';
import { getNominee } from '@/lib/server/privacy/nominee';
import { GRIEVANCE_MESSAGES } from '@/lib/shared/messages/grievance-messages';
import { GRIEVANCES_PATH } from '@/lib/shared/grievance-links';
import { SAVINGS_PAGE_MESSAGES } from '@/lib/shared/messages/savings-page';
import { StoreCreditPanel } from '@/components/account/store-credit-panel';
import { ownStoreCredit } from '@/lib/server/stored-value';

export const metadata: Metadata = { title: 'My profile', robots: { index: false } };

export default async function ProfilePage() {
  const session = await pageSession();
  if (!session) redirect('/login?next=/profile');
  const { user } = session;
  const [alerts, profile, nominee, credit] = await Promise.all([
    listAlerts(user.id),
    getProfile(user.id),
    getNominee(user.id),
    ownStoreCredit(user.id),
  ]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
        My profile
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <ContactEditor kind="email" current={user.email} />
        <ContactEditor kind="phone" current={user.phone ?? null} />
        <ProfileForm user={user} />
        <Divider sx={{ my: 3 }} />
        <MarketingConsent
          purpose="marketing_mail"
          initial={profile?.marketing_mail ?? { agreed: false, agreed_at: null }}
        />
        <MarketingConsent
          purpose="cart_reminders"
          initial={profile?.cart_reminders ?? { agreed: false, agreed_at: null }}
        />
        <Divider sx={{ my: 3 }} />
        <WhatsAppConsents
          initial={{
            whatsapp_updates: profile?.whatsapp_updates ?? { agreed: false, agreed_at: null },
            whatsapp_marketing: profile?.whatsapp_marketing ?? { agreed: false, agreed_at: null },
          }}
        />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {ALERT_MESSAGES.profileTitle}
        </Typography>
        <ProductAlertsList alerts={alerts} />
        <Divider sx={{ my: 3 }} />
        <StoreCreditPanel credit={credit} />
        <NomineeEditor initial={nominee} />
        <DataRightsPanel email={user.email ?? user.phone ?? ''} />
        <Divider sx={{ my: 3 }} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button href="/orders" variant="text">
            My Orders
          </Button>
          <Button href="/profile/savings" variant="text">
            {SAVINGS_PAGE_MESSAGES.accountLink}
          </Button>
          <Button href="/gift-cards" variant="text">
            Gift cards
          </Button>
          <Button href={GRIEVANCES_PATH} variant="text">
            {GRIEVANCE_MESSAGES.pageTitle}
          </Button>
          <LogoutButton />
        </Stack>
      </Paper>
    </Container>
  );
}
