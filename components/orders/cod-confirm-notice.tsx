'use client';
// A new account's first cash-on-delivery order, waiting for its confirmation: what to do and by when. Opened
// from the mailed link (its token in the address), it offers the button that confirms the order.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { apiFetch } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { COD_CONFIRM_MESSAGES as M } from '@/lib/shared/messages/cod-confirmation';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { formatOrderDate } from './order-format';

/** Whether the order still waits for the shopper's (or the shop's) confirmation. */
export function awaitsCodConfirmation(order: ApiOrder): boolean {
  return order.status === 'confirmed' && !!order.cod_confirmation && !order.cod_confirmation.confirmed_at;
}

type Props = { order: ApiOrder; token?: string; onConfirmed: (order: ApiOrder) => void };

export function CodConfirmNotice({ order, token, onConfirmed }: Props) {
  const [busy, setBusy] = useState(false);
  if (!awaitsCodConfirmation(order) || !order.cod_confirmation) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await apiFetch<{ message: string; order: ApiOrder }>(`/orders/${order.id}/confirm_cod`, {
        method: 'POST',
        body: { token },
        fallbackError: M.invalidLink,
      });
      showMessage(answer.message);
      onConfirmed(answer.order);
    } catch (error) {
      showMessage(error instanceof Error ? error.message : M.invalidLink, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        token ? (
          <Button color="inherit" variant="outlined" size="small" disabled={busy} onClick={() => void confirm()}>
            {M.confirmButton}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{M.heading}</AlertTitle>
      {token ? M.arrived(order.id) : M.waiting(formatOrderDate(order.cod_confirmation.confirm_by))}
    </Alert>
  );
}
