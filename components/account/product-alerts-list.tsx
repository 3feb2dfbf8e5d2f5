'use client';
// The profile's "My alerts": each price-drop or back-in-stock alert with a link to its piece and a
// button that stops it.
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/client/api';
import { stopAlert } from '@/lib/client/alerts/alerts-api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { ALERT_MESSAGES as M } from '@/lib/shared/messages/product-alerts';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { formatRupees } from '@/lib/shared/money';
import type { ApiAlert } from '@/lib/shared/schemas/alert-schema';

function detail(alert: ApiAlert): string {
  const parts: string[] = [M.kindLabel[alert.kind]];
  if (alert.size) parts.push(`Size ${alert.size}`);
  if (alert.price_when_asked !== null) parts.push(`below ${formatRupees(alert.price_when_asked)}`);
  return parts.join(' · ');
}

export function ProductAlertsList({ alerts: initial }: { alerts: ApiAlert[] }) {
  const [alerts, setAlerts] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);

  async function remove(alert: ApiAlert) {
    setBusy(alert.id);
    try {
      await stopAlert(alert.product_id, alert.kind, alert.size);
      setAlerts((current) => current.filter((a) => a.id !== alert.id));
      showMessage(M.removed);
    } catch (failure) {
      showMessage(failure instanceof ApiRequestError ? failure.message : FAILURE_MESSAGES.somethingWrong, 'error');
    } finally {
      setBusy(null);
    }
  }

  if (alerts.length === 0) return <Typography color="text.secondary">{M.profileEmpty}</Typography>;
  return (
    <List dense disablePadding data-testid="profile-alerts">
      {alerts.map((alert) => (
        <ListItem
          key={alert.id}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={M.remove(alert.product_name)}
              disabled={busy === alert.id}
              onClick={() => void remove(alert)}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemText
            primary={<Link href={canonicalProductPath(alert.product_id)}>{alert.product_name}</Link>}
            secondary={detail(alert)}
          />
        </ListItem>
      ))}
    </List>
  );
}
