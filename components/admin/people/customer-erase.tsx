'use client';
// The owner erases a customer's account on their written request: what the request was is recorded in the
// audit log; the password is asked again when it is older than 10 minutes; what blocks it is shown.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import { useReauth } from '../reauth-dialog';

export function CustomerErase({ customerId, onErased }: { customerId: number; onErased: () => void }) {
  const reauth = useReauth();
  const [request, setRequest] = useState('');
  const [problem, setProblem] = useState<string[] | null>(null);

  async function erase() {
    setProblem(null);
    try {
      const answer = await reauth.run(() =>
        adminWrite<{ message: string }>(`/customers/${customerId}/erase`, {
          method: 'POST',
          body: { written_request: request },
        }),
      );
      showMessage(answer.message);
      onErased();
      await refreshAdmin('/customers');
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      const blockers = (failure.body as { blockers?: { message: string }[] } | null)?.blockers;
      setProblem(blockers?.length ? blockers.map((b) => b.message) : [failure.message]);
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="customer-erase-title" sx={{ maxWidth: 480 }}>
      <Typography id="customer-erase-title" component="h2" variant="h6">
        {M.ownerEraseTitle}
      </Typography>
      <Typography color="text.secondary">{M.ownerEraseIntro}</Typography>
      {problem ? (
        <Alert severity="warning">
          {problem.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      <TextField
        label={M.ownerEraseRequestLabel}
        value={request}
        onChange={(e) => setRequest(e.target.value)}
        size="small"
      />
      <Button
        color="error"
        variant="outlined"
        disabled={request.trim().length < 3}
        onClick={() => void erase()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {M.eraseConfirmButton}
      </Button>
      {reauth.dialog}
    </Stack>
  );
}
