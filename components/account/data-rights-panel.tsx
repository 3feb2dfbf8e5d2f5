'use client';
// The profile's data rights: download everything the shop holds (a JSON file) and erase the account. Both
// may first ask for a fresh code (a session older than 10 minutes); the act is then carried on by itself.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/client/api';
import {
  downloadMyData,
  eraseMyAccount,
  erasureBlockers,
  needsFreshCode,
  type ErasureBlocker,
} from '@/lib/client/auth/data-rights-api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import { ConfirmCodeDialog } from './confirm-code-dialog';

type Act = 'export' | 'erase';

export function DataRightsPanel({ email }: { email: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [askErase, setAskErase] = useState(false);
  const [blockers, setBlockers] = useState<ErasureBlocker[] | null>(null);
  /** The act waiting for the fresh code; the code dialog is open while it is set. */
  const [pending, setPending] = useState<Act | null>(null);

  async function run(act: Act) {
    setBusy(true);
    setBlockers(null);
    try {
      if (act === 'export') {
        await downloadMyData();
        showMessage(M.exportReady);
      } else {
        const message = await eraseMyAccount();
        showMessage(message, 'info');
        router.replace('/');
        router.refresh();
      }
    } catch (error) {
      if (needsFreshCode(error)) {
        setPending(act);
        return;
      }
      const blocked = erasureBlockers(error);
      if (blocked) setBlockers(blocked);
      else showMessage(error instanceof ApiRequestError ? error.message : M.failed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={3}>
      <section aria-labelledby="my-data-title">
        <Typography id="my-data-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {M.exportTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {M.exportIntro}
        </Typography>
        <Button variant="outlined" disabled={busy} onClick={() => void run('export')}>
          {M.exportButton}
        </Button>
      </section>
      <section aria-labelledby="erase-title">
        <Typography id="erase-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {M.eraseTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {M.eraseIntro}
        </Typography>
        {blockers ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="erase-blockers">
            <Typography sx={{ mb: 1 }}>{M.erasureBlocked}</Typography>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {blockers.map((b) => (
                <li key={b.kind}>{b.message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setAskErase(true)}>
          {M.eraseButton}
        </Button>
      </section>
      <Dialog open={askErase} onClose={() => setAskErase(false)} aria-labelledby="erase-confirm-title">
        <DialogTitle id="erase-confirm-title">{M.eraseConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{M.eraseConfirmLine}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskErase(false)}>{M.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAskErase(false);
              void run('erase');
            }}
          >
            {M.eraseConfirmButton}
          </Button>
        </DialogActions>
      </Dialog>
      {pending ? (
        <ConfirmCodeDialog
          open
          act={pending}
          email={email}
          onClose={() => setPending(null)}
          onConfirmed={() => {
            setPending(null);
            showMessage(M.confirmed);
            void run(pending);
          }}
        />
      ) : null}
    </Stack>
  );
}
