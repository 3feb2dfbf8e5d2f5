'use client';
// The buyer's PAN, asked only when the order is above ₹2,00,000 (Income-tax Rule 114B), or the declaration that
// they have none and will fill in Form 60.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAN_MESSAGES as M } from '@/lib/shared/messages/checkout';

export type PanValues = { pan: string; form60: boolean };

type Props = {
  values: PanValues;
  error: string | null;
  disabled: boolean;
  onChange: (values: PanValues) => void;
};

export function PanField({ values, error, disabled, onChange }: Props) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {M.heading}
      </Typography>
      <TextField
        id="checkout-pan"
        label={M.label}
        value={values.pan}
        disabled={disabled || values.form60}
        required={!values.form60}
        error={Boolean(error)}
        helperText={error ?? M.help}
        onChange={(e) => onChange({ ...values, pan: e.target.value.toUpperCase() })}
        slotProps={{
          htmlInput: { maxLength: 12, autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false },
        }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={values.form60}
            disabled={disabled}
            onChange={(e) => onChange({ ...values, form60: e.target.checked })}
          />
        }
        label={M.form60}
      />
      {values.form60 ? <FormHelperText>{M.form60Help}</FormHelperText> : null}
    </Stack>
  );
}
