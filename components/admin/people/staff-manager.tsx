'use client';
// /admin/staff (owner): who works in the back office and what each staff member may do, open invitations,
// invite by email with chosen permissions, change a role or permissions, remove. Each change asks for the
// password again when the sign-in is older than 10 minutes.
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
import { DEFAULT_STAFF_PERMISSIONS, type GrantablePermission } from '@/lib/shared/back-office/permissions';
import { PERMISSION_LABELS } from '@/lib/shared/messages/admin-staff';
import type { StaffList } from '@/lib/shared/back-office/admin-types';
import { PermissionCheckboxes } from './permission-checkboxes';
import { StaffMemberPermissions } from './staff-member-permissions';
import { useReauth } from '../reauth-dialog';
import { ListRow } from '../list-row';

const grantsText = (permissions: GrantablePermission[]) =>
  permissions.map((p) => PERMISSION_LABELS[p]).join(', ') || 'No permissions';

export function StaffManager({ initial }: { initial: StaffList }) {
  const { data, mutate } = useAdmin<StaffList>('/staff', { fallbackData: initial });
  const list = data ?? initial;
  const [email, setEmail] = useState('');
  const [invitePermissions, setInvitePermissions] = useState<GrantablePermission[]>([...DEFAULT_STAFF_PERMISSIONS]);
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
    const body = { email, permissions: invitePermissions };
    if (await change(() => adminWrite('/staff', { method: 'POST', body }), `Invitation sent to ${email}`)) {
      setEmail('');
      setInvitePermissions([...DEFAULT_STAFF_PERMISSIONS]);
    }
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
            <ListItemText
              primary={`${member.name || member.email}${member.is_you ? ' (you)' : ''}`}
              secondary={member.email}
            />
            {member.is_you ? (
              <Typography>{member.role}</Typography>
            ) : (
              <Stack direction="row" spacing={1}>
                <TextField
                  select
                  size="small"
                  label={`Role of ${member.email}`}
                  value={member.role}
                  onChange={(e) =>
                    change(
                      () => adminWrite(`/staff/${member.id}`, { method: 'PATCH', body: { role: e.target.value } }),
                      'Role changed',
                    )
                  }
                  sx={{ minWidth: 140 }}
                >
                  <MenuItem value="staff">Staff</MenuItem>
                  <MenuItem value="owner">Owner</MenuItem>
                </TextField>
                <Button
                  color="error"
                  onClick={() =>
                    change(
                      () => adminWrite(`/staff/${member.id}`, { method: 'DELETE' }),
                      `${member.email} removed from the staff`,
                    )
                  }
                >
                  Remove
                </Button>
              </Stack>
            )}
            {member.role === 'staff' && !member.is_you ? (
              <StaffMemberPermissions
                key={member.permissions.join()}
                member={member}
                onSave={(permissions) =>
                  change(
                    () => adminWrite(`/staff/${member.id}`, { method: 'PATCH', body: { permissions } }),
                    `Permissions of ${member.email} saved`,
                  )
                }
              />
            ) : null}
          </ListItem>
        ))}
      </List>
      <Typography component="h2" variant="h6">
        Invite a helper
      </Typography>
      <Stack component="form" spacing={2} onSubmit={sendInvite} noValidate aria-label="Invite a helper">
        <TextField
          type="email"
          name="email"
          label="Email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          sx={{ maxWidth: 360 }}
        />
        <PermissionCheckboxes
          legend="What the helper may do"
          value={invitePermissions}
          onChange={setInvitePermissions}
        />
        <Button type="submit" variant="contained" disabled={!email} sx={{ alignSelf: 'flex-start' }}>
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
                end={
                  <Button
                    onClick={() =>
                      change(
                        () => adminWrite(`/staff/invites/${invite.id}`, { method: 'DELETE' }),
                        'Invitation withdrawn',
                      )
                    }
                  >
                    Withdraw
                  </Button>
                }
              >
                <ListItemText
                  primary={invite.email}
                  secondary={`Valid until ${formatOrderDate(invite.expires_at)} · ${grantsText(invite.permissions)}`}
                />
              </ListRow>
            ))}
          </List>
        </>
      ) : null}
      {reauth.dialog}
    </Stack>
  );
}
