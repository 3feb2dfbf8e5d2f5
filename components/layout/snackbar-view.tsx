'use client';
// Severity default success, 6000 ms, closes on anything except a click-away (spec section 2, Messages).
// The Alert has role="alert", so screen readers announce each message as it appears.
import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { closeMessage, type SnackbarMessage } from '@/lib/client/stores/snackbar-store';
import { TIMINGS_MS } from '@/lib/shared/constants';
import { MuiScope } from './mui-theme';

/** The spec's rule as a function: only a click-away leaves the message open. */
export function closesSnackbar(reason: SnackbarCloseReason | undefined): boolean {
  return reason !== 'clickaway';
}

export function SnackbarView({ message }: { message: SnackbarMessage }) {
  const onClose = (_event: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (closesSnackbar(reason)) closeMessage();
  };
  return (
    <MuiScope>
      <Snackbar
        // A new message restarts the timer even when the previous one is still showing.
        key={message.id}
        open
        autoHideDuration={TIMINGS_MS.snackbar}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => closeMessage()}
          severity={message.severity}
          elevation={6}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {message.message}
        </Alert>
      </Snackbar>
    </MuiScope>
  );
}
