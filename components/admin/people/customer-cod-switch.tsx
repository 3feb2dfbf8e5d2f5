'use client';
// The owner's switch for cash on delivery on one customer: off, the checkout offers them online
// payment only and the API refuses their COD orders.
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import type { AdminCustomer } from '@/lib/shared/back-office/admin-types';

type Props = { customer: AdminCustomer; onChanged: (next: AdminCustomer) => void; onError: (message: string) => void };

export function CustomerCodSwitch({ customer, onChanged, onError }: Props) {
  const [busy, setBusy] = useState(false);

  async function toggle(enabled: boolean) {
    setBusy(true);
    try {
      const { customer: next } = await adminWrite<{ customer: AdminCustomer }>(`/customers/${customer.id}`, {
        method: 'PATCH',
        body: { cod_enabled: enabled },
      });
      onChanged(next);
      showMessage(
        next.cod_enabled
          ? 'Cash on delivery allowed for this customer'
          : 'Cash on delivery turned off for this customer',
      );
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      onError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch checked={customer.cod_enabled} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />
        }
        label={COD_MESSAGES.customerSwitch}
      />
      <FormHelperText sx={{ mt: 0 }}>{COD_MESSAGES.customerSwitchHelp}</FormHelperText>
    </Box>
  );
}
