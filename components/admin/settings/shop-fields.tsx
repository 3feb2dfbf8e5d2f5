// The settings form's first section: the shop's name and words, the low-stock threshold and the cart switch.
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { SectionHeading } from './section-heading';
import { settingsField, type FieldArgs, type SectionProps } from './settings-field';

export function ShopFields({ form, set, err }: SectionProps) {
  const field = (...args: FieldArgs) => settingsField(err, ...args);
  const company = (key: keyof typeof form.company) => (v: string) => set('company', { ...form.company, [key]: v });
  return (
    <>
      <SectionHeading title="Shop" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('Shop name', form.company.name, company('name'), 'company.name', { required: true })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('Tagline', form.company.tagline, company('tagline'), 'company.tagline')}
        </Grid>
        <Grid size={12}>
          {field('Description', form.company.description, company('description'), 'company.description', {
            multiline: true,
            minRows: 3,
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('Copyright line', form.copyright, (v) => set('copyright', v), 'copyright')}
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          {field(
            'Low-stock threshold',
            String(form.low_stock_threshold),
            (v) => set('low_stock_threshold', Number(v)),
            'low_stock_threshold',
            { type: 'number', slotProps: { htmlInput: { min: 0, max: 1000 } } },
          )}
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormControlLabel
            control={<Switch checked={form.cart_enabled} onChange={(e) => set('cart_enabled', e.target.checked)} />}
            label="Cart and checkout open"
          />
        </Grid>
      </Grid>
    </>
  );
}
