// A staff invitation (/admin/invite?token=...): the invitee names themselves and sets a password.
import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AccountLinkForm } from '@/components/admin/account-link-form';
import { inviteEmail } from '@/lib/server/staff/staff-admin';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';

export const metadata: Metadata = { title: M.inviteTitle };

export default async function StaffInvitePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const email = typeof token === 'string' && token.length <= 128 ? await inviteEmail(token) : null;
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {M.inviteTitle}
      </Typography>
      {email && typeof token === 'string' ? (
        <>
          <Typography sx={{ mb: 3 }}>{M.inviteIntro}</Typography>
          <AccountLinkForm token={token} endpoint="/admin/invite/accept" fixedEmail={email} submitLabel={M.inviteSubmit} doneText={M.inviteDone} />
        </>
      ) : (
        <>
          <Typography role="alert" sx={{ mb: 3 }}>
            {M.inviteInvalid}
          </Typography>
          <Button variant="contained" href="/login?next=/admin">
            {M.goToLogin}
          </Button>
        </>
      )}
    </Box>
  );
}
