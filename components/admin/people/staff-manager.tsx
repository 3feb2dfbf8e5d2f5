'use client';
// /admin/staff (owner): who works in the back office, open invitations, invite by email, change a role,
// remove. Each change asks for the password again when the sign-in is older than 10 minutes.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite, useAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { formatOrderDate } from '@/components/orders/order-format';
import type { StaffList } from '@/lib/shared/back-office/admin-types';
import { useReauth } from '../reauth-dialog';
import { ListRow } from '../list-row';

export function StaffManager({ initial }: { initial: StaffList }) {
  const { data, mutate } = useAdmin<StaffList>('/staff', { fallbackData: initial });
  const list = data ?? initial;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reauth = useReauth();

  async function change(action: () => Promise<unknown>, done: string) {
    setError(null);
    try {
      await reauth.run(action);
      await mutate();
      showMessage(done);
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message);
      return false;
    }
  }

  async function sendInvite(event: FormEvent) {
    event.preventDefault();
    if (await change(() => adminWrite('/staff', { method: 'POST', body: { email } }), `Invitation sent to ${email}`)) setEmail('');
  }

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        Staff
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <List>
        {list.staff.map((member) => (
          <ListItem key={member.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText primary={`${member.name || member.email}${member.is_you ? ' (you)' : ''}`} secondary={member.email} />
            {member.is_you ? (
              <Typography>{member.role}</Typography>
            ) : (
              <Stack direction="row" spacing={1}>
                <TextField
                  select
                  size="small"
                  label={`Role of ${member.email}`}
                  value={member.role}
                  onChange={(e) => change(() => adminWrite(`/staff/${member.id}`, { method: 'PATCH', body: { role: e.target.value } }), 'Role changed')}
                  sx={{ minWidth: 140 }}
                >
                  <MenuItem value="staff">Staff</MenuItem>
                  <MenuItem value="owner">Owner</MenuItem>
                </TextField>
                <Button color="error" onClick={() => change(() => adminWrite(`/staff/${member.id}`, { method: 'DELETE' }), `${member.email} removed from the staff`)}>
                  Remove
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
      </List>
      <Typography component="h2" variant="h6">
        Invite a helper
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={sendInvite} noValidate>
        <TextField type="email" name="email" label="Email" size="small" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="contained" disabled={!email}>
          Send invitation
        </Button>
      </Stack>
      {list.invites.length ? (
        <>
          <Typography component="h2" variant="h6">
            Open invitations
          </Typography>
          <List dense>
            {list.invites.map((invite) => (
              <ListRow
                key={invite.id}
                end={<Button onClick={() => change(() => adminWrite(`/staff/invites/${invite.id}`, { method: 'DELETE' }), 'Invitation withdrawn')}>Withdraw</Button>}
              >
                <ListItemText primary={invite.email} secondary={`Valid until ${formatOrderDate(invite.expires_at)}`} />
              </ListRow>
            ))}
          </List>
        </>
      ) : null}
      {reauth.dialog}
    </Stack>
  );
}
