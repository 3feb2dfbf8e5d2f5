// First run (/admin/setup?token=...): the owner's account, made from the link the server printed at start.
import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AccountLinkForm } from '@/components/admin/account-link-form';
import { ownerSetupTokenValid } from '@/lib/server/staff/owner-setup';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';

export const metadata: Metadata = { title: M.setupTitle };

export default async function OwnerSetupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const usable = typeof token === 'string' && token.length <= 128 && (await ownerSetupTokenValid(token));
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {M.setupTitle}
      </Typography>
      {usable ? (
        <>
          <Typography sx={{ mb: 3 }}>{M.setupIntro}</Typography>
          <AccountLinkForm token={token} endpoint="/admin/setup" submitLabel={M.setupSubmit} doneText={M.setupDone} />
        </>
      ) : (
        <>
          <Typography role="alert" sx={{ mb: 3 }}>
            {M.setupTokenInvalid}
          </Typography>
          <Button variant="contained" href="/login?next=/admin">
            {M.goToLogin}
          </Button>
        </>
      )}
    </Box>
  );
}
