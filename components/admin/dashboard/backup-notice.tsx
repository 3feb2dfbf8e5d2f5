'use client';
// The newest backup on the dashboard: a quiet line while backups are recent, a warning when the newest is older
// than two days or there is none.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import type { BackupStatus } from '@/lib/shared/back-office/admin-types';
import { ADMIN_DASHBOARD_MESSAGES } from '@/lib/shared/messages/admin-dashboard';

const M = ADMIN_DASHBOARD_MESSAGES.backup;

export function BackupNotice({ status }: { status: BackupStatus }) {
  const when = status.last_backup_at ? formatOrderDate(status.last_backup_at) : null;
  if (!status.backup_overdue && when) {
    return (
      <Typography variant="body2" color="text.secondary" title={status.last_backup_location ?? undefined}>
        {M.last(when)}
      </Typography>
    );
  }
  return (
    <Alert severity="warning" role="status">
      {when ? M.overdue(when) : M.none}
    </Alert>
  );
}
