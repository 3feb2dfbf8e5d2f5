// The settings form's figures on the home page: up to six, each a value, a label and an optional icon.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { ICON_NAMES } from '@/lib/shared/constants';
import { SectionHeading } from './section-heading';
import { settingsField, type FieldArgs, type SectionProps } from './settings-field';

export function StatsFields({ form, set, err }: SectionProps) {
  const field = (...args: FieldArgs) => settingsField(err, ...args);
  type Stat = (typeof form.stats)[number];
  const update = (i: number, patch: Partial<Stat>) =>
    set(
      'stats',
      form.stats.map((s, j) => (j === i ? { ...s, ...patch } : s)),
    );
  return (
    <>
      <SectionHeading title="Figures on the home page" />
      {form.stats.map((stat, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {field(`Figure ${i + 1}`, stat.value, (v) => update(i, { value: v }), `stats.${i}.value`)}
          {field(`Label ${i + 1}`, stat.label, (v) => update(i, { label: v }), `stats.${i}.label`)}
          <TextField
            select
            size="small"
            label={`Icon ${i + 1}`}
            value={stat.icon ?? ''}
            onChange={(e) => update(i, { icon: (e.target.value || undefined) as Stat['icon'] })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">None</MenuItem>
            {ICON_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={`Remove figure ${i + 1}`}
            onClick={() =>
              set(
                'stats',
                form.stats.filter((_, j) => j !== i),
              )
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {form.stats.length < 6 ? (
        <Button
          onClick={() => set('stats', [...form.stats, { value: '', label: '' }])}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add a figure
        </Button>
      ) : null}
    </>
  );
}
