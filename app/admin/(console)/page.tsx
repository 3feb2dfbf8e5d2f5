// PLACEHOLDER of the foundation commit: the dashboard work replaces it.
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin';

export default function DashboardPage() {
  return (
    <Typography component="h1" variant="h5">
      {ADMIN_MESSAGES.nav.dashboard}
    </Typography>
  );
}
