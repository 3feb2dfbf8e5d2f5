// The page behind a one-time link (the first-run set-up, a staff invitation): its form while the link works,
// otherwise why it does not and the way to the login page.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';

type Props = { title: string; intro: string; invalid: string; form: ReactNode | null };

export function OneTimeLinkPage({ title, intro, invalid, form }: Props) {
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      {form ? (
        <>
          <Typography sx={{ mb: 3 }}>{intro}</Typography>
          {form}
        </>
      ) : (
        <>
          <Typography role="alert" sx={{ mb: 3 }}>
            {invalid}
          </Typography>
          <Button variant="contained" href="/login?next=/admin">
            {M.goToLogin}
          </Button>
        </>
      )}
    </Box>
  );
}
