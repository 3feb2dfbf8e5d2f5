'use client';
// Mail the SMTP server refused on every try (1, 5, 30 and 120 minutes apart): who it was for, why it failed,
// and a button that sends it again (for those who may: resending is part of the orders).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import type { UndeliveredMail as Mail } from '@/lib/shared/back-office/admin-types';
import { ADMIN_DASHBOARD_MESSAGES } from '@/lib/shared/messages/admin-dashboard';
import { ListRow } from '../list-row';

const M = ADMIN_DASHBOARD_MESSAGES.mail;

type Outcome = { id: number; delivered: boolean; last_error: string | null };

type Props = { count: number; mail: Mail[]; canResend: boolean };

export function UndeliveredMail({ count, mail, canResend }: Props) {
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  async function resend(item: Mail) {
    setBusy(item.id);
    setOutcome(null);
    try {
      const { mail: result } = await adminWrite<{ mail: Outcome }>(`/mail/${item.id}/resend`, { method: 'POST' });
      setOutcome(
        result.delivered
          ? { severity: 'success', text: M.sent(item.to) }
          : { severity: 'error', text: M.refusedAgain(result.last_error) },
      );
      await refreshAdmin('/dashboard');
    } catch (error) {
      setOutcome({ severity: 'error', text: error instanceof Error ? error.message : M.failed });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6">
          {M.title(count)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {M.help}
        </Typography>
        {outcome ? (
          <Alert severity={outcome.severity} role="status" sx={{ mt: 1 }}>
            {outcome.text}
          </Alert>
        ) : null}
        <List dense>
          {mail.map((item) => (
            <ListRow
              key={item.id}
              end={
                canResend ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy !== null}
                    onClick={() => resend(item)}
                    aria-label={M.sendAgainLabel(item.subject, item.to)}
                  >
                    {busy === item.id ? M.sending : M.sendAgain}
                  </Button>
                ) : null
              }
            >
              <ListItemText
                primary={`${item.subject} · ${item.to}`}
                secondary={`${formatOrderDate(item.created_at)} · ${M.tries(item.attempts)} · ${item.last_error ?? ''}`}
              />
            </ListRow>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
