// What a signed-in account without back-office access sees at /admin: the reason, and the way back.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

/** embedded: inside the back office's shell, which holds the page's one <main>. */
export function AdminRefusal({ message, embedded = false }: { message: string; embedded?: boolean }) {
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      sx={{ p: embedded ? 0 : 4, maxWidth: 560, mx: embedded ? 0 : 'auto' }}
    >
      <Typography component="h1" variant="h5" gutterBottom>
        {ADMIN_MESSAGES.nav.title}
      </Typography>
      <Typography role="alert" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" href="/">
        {ADMIN_MESSAGES.nav.storefront}
      </Button>
    </Box>
  );
}
