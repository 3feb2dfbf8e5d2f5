// A back-office page that does not exist (an unknown path, or a record's page whose record is gone).
import Link from 'next/link';
import Typography from '@mui/material/Typography';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';

export default function AdminNotFound() {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {NOT_FOUND_MESSAGES.title}
      </Typography>
      <Link href="/admin">Back to the dashboard</Link>
    </>
  );
}
