'use client';
// One staff member's permissions on the staff page: ticked as they are now, saved together (with the
// password asked again when the sign-in is older than 10 minutes, by the caller's save).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isGrantablePermission, type GrantablePermission } from '@/lib/shared/back-office/permissions';
import type { StaffMember } from '@/lib/shared/back-office/admin-types';
import { PermissionCheckboxes } from './permission-checkboxes';

type Props = { member: StaffMember; onSave: (permissions: GrantablePermission[]) => Promise<boolean> };

export function StaffMemberPermissions({ member, onSave }: Props) {
  const current = member.permissions.filter(isGrantablePermission);
  const [draft, setDraft] = useState<GrantablePermission[]>(current);
  const [busy, setBusy] = useState(false);
  const changed = draft.join() !== current.join();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PermissionCheckboxes legend={`What ${member.email} may do`} value={draft} onChange={setDraft} disabled={busy} />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={!changed || busy}
          onClick={async () => {
            setBusy(true);
            if (!(await onSave(draft))) setDraft(current);
            setBusy(false);
          }}
        >
          Save permissions
        </Button>
        {changed ? (
          <Button size="small" disabled={busy} onClick={() => setDraft(current)}>
            Undo
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
