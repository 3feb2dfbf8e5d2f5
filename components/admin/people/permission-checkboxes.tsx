'use client';
// The permissions a staff member has or will have, one labelled checkbox each, in a fieldset named for whom.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { GRANTABLE_PERMISSIONS, type GrantablePermission } from '@/lib/shared/back-office/permissions';
import { PERMISSION_LABELS } from '@/lib/shared/messages/admin-staff';

type Props = {
  legend: string;
  value: readonly GrantablePermission[];
  onChange: (next: GrantablePermission[]) => void;
  disabled?: boolean;
};

export function PermissionCheckboxes({ legend, value, onChange, disabled = false }: Props) {
  const toggle = (permission: GrantablePermission, on: boolean) =>
    onChange(GRANTABLE_PERMISSIONS.filter((p) => (p === permission ? on : value.includes(p))));
  return (
    <FormControl component="fieldset" variant="standard" disabled={disabled}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {GRANTABLE_PERMISSIONS.map((permission) => (
          <FormControlLabel
            key={permission}
            control={
              <Checkbox
                size="small"
                checked={value.includes(permission)}
                onChange={(e) => toggle(permission, e.target.checked)}
              />
            }
            label={PERMISSION_LABELS[permission]}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
