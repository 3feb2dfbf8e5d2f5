// The settings form's social links: a network (its icon) and a link each.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { ICON_NAMES } from '@/lib/shared/constants';
import { SectionHeading } from './section-heading';
import { settingsField, type FieldArgs, type SectionProps } from './settings-field';

export function SocialLinksFields({ form, set, err }: SectionProps) {
  const field = (...args: FieldArgs) => settingsField(err, ...args);
  type Link = (typeof form.social_links)[number];
  const update = (i: number, patch: Partial<Link>) =>
    set(
      'social_links',
      form.social_links.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    );
  return (
    <>
      <SectionHeading title="Social links" />
      {form.social_links.map((link, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={`Network ${i + 1}`}
            value={link.icon}
            onChange={(e) => update(i, { icon: e.target.value as Link['icon'] })}
            sx={{ minWidth: 160 }}
          >
            {ICON_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          {field(`Link ${i + 1}`, link.url, (v) => update(i, { url: v }), `social_links.${i}.url`)}
          <IconButton
            aria-label={`Remove link ${i + 1}`}
            onClick={() =>
              set(
                'social_links',
                form.social_links.filter((_, j) => j !== i),
              )
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        onClick={() => set('social_links', [...form.social_links, { url: 'https://', icon: 'Instagram' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add a link
      </Button>
    </>
  );
}
