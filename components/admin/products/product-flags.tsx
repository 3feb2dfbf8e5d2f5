// The product editor's switches: shown in the shop, featured, new, hallmarked.
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import type { Form } from './product-form';
import type { FormProps } from './product-text-field';

type Flag = 'active' | 'featured' | 'is_new' | 'hallmarked';
const FLAGS: [Flag, string][] = [
  ['active', 'Active (shown in the shop)'],
  ['featured', 'Featured'],
  ['is_new', 'New'],
  ['hallmarked', R.hallmarked],
];

export function ProductFlags({ form, set, errors }: FormProps) {
  const toggle = (key: Flag) => (
    <Switch checked={form[key]} onChange={(e) => set(key, e.target.checked as Form[Flag])} />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {FLAGS.map(([key, label]) => (
        <FormControlLabel key={key} control={toggle(key)} label={label} />
      ))}
      {errors.hallmarked ? (
        <Typography color="error" variant="body2" role="alert">
          {errors.hallmarked}
        </Typography>
      ) : null}
    </Stack>
  );
}
