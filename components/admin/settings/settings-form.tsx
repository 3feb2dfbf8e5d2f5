'use client';
// /admin/settings (owner): the shop's identity, contact, links, figures, colours with a live preview and an
// AA contrast warning, the cart switch, the low-stock threshold and the legal pages in a rich-text editor.
// Save sends only the sections that changed, with the updated_at the page was read at.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { ICON_NAMES } from '@/lib/shared/constants';
import { contrastRatio, WCAG_AA_TEXT } from '@/lib/shared/theme/contrast';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { AdminSettings } from '@/lib/shared/back-office/admin-types';
import type { SellerInfo, ThemeColors } from '@/lib/shared/schemas/settings-schema';
import { DEFAULT_COUNTRY_OF_ORIGIN } from '@/lib/shared/constants';
import { INDIA_REGIONS } from '@/lib/shared/india-states';
import { SETTINGS_MESSAGES as SM } from '@/lib/shared/messages/admin-settings';
import { DELIVERY_ZONES, ZONE_LABELS } from '@/lib/shared/delivery/delivery-zones';
import { LegalPagesFields } from './legal-pages-fields';
import { CodSettingsFields } from './cod-settings-fields';

const COLOR_LABELS: Record<keyof ThemeColors, string> = {
  primary_color: 'Primary',
  secondary_color: 'Secondary',
  accent_color: 'Accent',
  background_color: 'Page background',
  text_color: 'Text',
  footer_background: 'Footer background',
  footer_text: 'Footer text',
  button_primary: 'Button',
  button_hover: 'Button hover',
  success_color: 'Success',
  warning_color: 'Warning',
  error_color: 'Error',
};

/** Text pairs the shop shows, checked against WCAG AA. */
const PAIRS: [keyof ThemeColors | '#ffffff', keyof ThemeColors, string][] = [
  ['#ffffff', 'primary_color', 'White text on the primary colour (header, buttons)'],
  ['#ffffff', 'button_primary', 'White text on buttons'],
  ['text_color', 'background_color', 'Text on the page background'],
  ['footer_text', 'footer_background', 'Footer text on its background'],
];

type Editable = Omit<AdminSettings, 'updated_at'>;

const EMPTY_SELLER: SellerInfo = {
  legal_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state: '',
  postal_code: '',
  gstin: '',
  invoice_prefix: '',
  country_of_origin: DEFAULT_COUNTRY_OF_ORIGIN,
  grievance_officer: { name: '', designation: 'Grievance Officer', email: '', phone: '' },
};

/** Who sells: printed on tax invoices and credit notes, in the footer and the legal pages. */
function SellerFields({ seller, onChange, err }: { seller: SellerInfo; onChange: (s: SellerInfo) => void; err: (key: string) => string | undefined }) {
  const text = (label: string, key: Exclude<keyof SellerInfo, 'grievance_officer'>, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={seller[key]}
      onChange={(e) => onChange({ ...seller, [key]: e.target.value })}
      error={Boolean(err(`seller.${key}`))}
      helperText={err(`seller.${key}`) ?? (props.helperText as string | undefined)}
      {...props}
    />
  );
  const officer = (label: string, key: keyof SellerInfo['grievance_officer'], props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={seller.grievance_officer[key]}
      onChange={(e) => onChange({ ...seller, grievance_officer: { ...seller.grievance_officer, [key]: e.target.value } })}
      error={Boolean(err(`seller.grievance_officer.${key}`))}
      helperText={err(`seller.grievance_officer.${key}`)}
      {...props}
    />
  );
  return (
    <>
      <Typography component="h2" variant="h6">
        {SM.sellerSection}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {SM.sellerHelp}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{text('Legal name', 'legal_name', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('GSTIN', 'gstin', { required: true, slotProps: { htmlInput: { maxLength: 15, autoCapitalize: 'characters' } } })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('Address', 'address_line_1', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('Address line 2', 'address_line_2')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{text('City', 'city', { required: true })}</Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          {text('State', 'state', {
            select: true,
            required: true,
            children: INDIA_REGIONS.map((state) => (
              <MenuItem key={state} value={state}>
                {state}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>{text('Pincode', 'postal_code', { required: true, slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 6 } } })}</Grid>
        <Grid size={{ xs: 6, md: 4 }}>{text('Invoice number prefix', 'invoice_prefix', { required: true, helperText: 'AJ gives AJ/26-27/000123' })}</Grid>
        <Grid size={{ xs: 6, md: 4 }}>{text('Country of origin', 'country_of_origin', { required: true })}</Grid>
        <Grid size={12}>
          <Typography component="h3" variant="subtitle1">
            Grievance officer
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>{officer('Name', 'name', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>{officer('Designation', 'designation')}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>{officer('Email', 'email', { required: true, type: 'email' })}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>{officer('Phone', 'phone', { required: true })}</Grid>
      </Grid>
    </>
  );
}

export function SettingsForm({ initial }: { initial: AdminSettings }) {
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<Editable>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [holidays, setHolidays] = useState(initial.delivery.holidays.join('\n'));
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) => setForm((f) => ({ ...f, [key]: value }));
  const colors = form.theme_colors;
  const colorOf = (c: keyof ThemeColors | '#ffffff') => (c === '#ffffff' ? c : colors[c]);
  const weak = PAIRS.filter(([fg, bg]) => contrastRatio(colorOf(fg), colorOf(bg)) < WCAG_AA_TEXT);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    const changed = Object.fromEntries(
      (Object.keys(form) as (keyof Editable)[]).filter((k) => JSON.stringify(form[k]) !== JSON.stringify(saved[k])).map((k) => [k, k === 'legal_links' ? form.legal_links.map(({ slug, label, content }) => ({ slug, label, content })) : form[k]]),
    );
    try {
      const { settings } = await adminWrite<{ settings: AdminSettings }>('/settings', { method: 'PATCH', body: { ...changed, updated_at: saved.updated_at ?? undefined } });
      setSaved(settings);
      setForm(settings);
      showMessage('Settings saved: the shop shows them now');
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setMessage(failure.message);
      // A wrong holiday is named by its place in the list (delivery.holidays.2); the field is the whole list.
      setErrors(Object.fromEntries(Object.entries(failure.fieldErrors).map(([key, messages]) => [key.replace(/^(delivery\.holidays)\.\d+$/, '$1'), messages])));
      if (failure.code === ADMIN_ERROR_CODES.staleRecord) setSaved((failure.body as { settings: AdminSettings }).settings);
    } finally {
      setBusy(false);
    }
  }

  const err = (key: string) => errors[key]?.[0];
  const field = (label: string, value: string, onChange: (v: string) => void, key: string, props: Record<string, unknown> = {}) => (
    <TextField fullWidth size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} error={Boolean(err(key))} helperText={err(key)} {...props} />
  );

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={save} aria-label="Shop settings">
      <Typography component="h1" variant="h5">
        Settings
      </Typography>
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : null}
      <Typography component="h2" variant="h6">
        Shop
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{field('Shop name', form.company.name, (v) => set('company', { ...form.company, name: v }), 'company.name', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('Tagline', form.company.tagline, (v) => set('company', { ...form.company, tagline: v }), 'company.tagline')}</Grid>
        <Grid size={12}>{field('Description', form.company.description, (v) => set('company', { ...form.company, description: v }), 'company.description', { multiline: true, minRows: 3 })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('Copyright line', form.copyright, (v) => set('copyright', v), 'copyright')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          {field('Low-stock threshold', String(form.low_stock_threshold), (v) => set('low_stock_threshold', Number(v)), 'low_stock_threshold', { type: 'number', slotProps: { htmlInput: { min: 0, max: 1000 } } })}
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FormControlLabel control={<Switch checked={form.cart_enabled} onChange={(e) => set('cart_enabled', e.target.checked)} />} label="Cart and checkout open" />
        </Grid>
      </Grid>
      <SellerFields seller={form.seller ?? EMPTY_SELLER} onChange={(seller) => set('seller', seller)} err={err} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          {field(SM.returnWindow, String(form.return_window_days), (v) => set('return_window_days', Number(v)), 'return_window_days', {
            type: 'number',
            slotProps: { htmlInput: { min: 0, max: 90 } },
          })}
        </Grid>
      </Grid>
      <Typography component="h2" variant="h6">
        {SM.deliverySection}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {SM.deliveryHelp}
      </Typography>
      <Grid container spacing={2}>
        {DELIVERY_ZONES.map((zone) => (
          <Grid key={zone} size={{ xs: 6, md: 2.4 }}>
            {field(ZONE_LABELS[zone], String(form.delivery.days[zone]), (v) => set('delivery', { ...form.delivery, days: { ...form.delivery.days, [zone]: Number(v) } }), `delivery.days.${zone}`, {
              type: 'number',
              slotProps: { htmlInput: { min: 1, max: 30 } },
            })}
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          {field(SM.holidays, holidays, (v) => {
            setHolidays(v);
            set('delivery', { ...form.delivery, holidays: v.split(/[\s,]+/).filter(Boolean) });
          }, 'delivery.holidays', { multiline: true, minRows: 3 })}
        </Grid>
      </Grid>
      <CodSettingsFields values={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} err={err} />
      <Typography component="h2" variant="h6">
        Contact
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{field('Street', form.contact.address.street, (v) => set('contact', { ...form.contact, address: { ...form.contact.address, street: v } }), 'contact.address.street')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('City', form.contact.address.city, (v) => set('contact', { ...form.contact, address: { ...form.contact.address, city: v } }), 'contact.address.city')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('Country', form.contact.address.country, (v) => set('contact', { ...form.contact, address: { ...form.contact.address, country: v } }), 'contact.address.country')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('Phone', form.contact.phone, (v) => set('contact', { ...form.contact, phone: v }), 'contact.phone', { type: 'tel' })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('Email', form.contact.email, (v) => set('contact', { ...form.contact, email: v }), 'contact.email', { type: 'email' })}</Grid>
      </Grid>
      <Typography component="h2" variant="h6">
        Social links
      </Typography>
      {form.social_links.map((link, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField select size="small" label={`Network ${i + 1}`} value={link.icon} onChange={(e) => set('social_links', form.social_links.map((l, j) => (j === i ? { ...l, icon: e.target.value as typeof l.icon } : l)))} sx={{ minWidth: 160 }}>
            {ICON_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          {field(`Link ${i + 1}`, link.url, (v) => set('social_links', form.social_links.map((l, j) => (j === i ? { ...l, url: v } : l))), `social_links.${i}.url`)}
          <IconButton aria-label={`Remove link ${i + 1}`} onClick={() => set('social_links', form.social_links.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => set('social_links', [...form.social_links, { url: 'https://', icon: 'Instagram' }])} sx={{ alignSelf: 'flex-start' }}>
        Add a link
      </Button>
      <Typography component="h2" variant="h6">
        Figures on the home page
      </Typography>
      {form.stats.map((stat, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {field(`Figure ${i + 1}`, stat.value, (v) => set('stats', form.stats.map((s, j) => (j === i ? { ...s, value: v } : s))), `stats.${i}.value`)}
          {field(`Label ${i + 1}`, stat.label, (v) => set('stats', form.stats.map((s, j) => (j === i ? { ...s, label: v } : s))), `stats.${i}.label`)}
          <TextField
            select
            size="small"
            label={`Icon ${i + 1}`}
            value={stat.icon ?? ''}
            onChange={(e) => set('stats', form.stats.map((s, j) => (j === i ? { ...s, icon: (e.target.value || undefined) as typeof s.icon } : s)))}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">None</MenuItem>
            {ICON_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={`Remove figure ${i + 1}`} onClick={() => set('stats', form.stats.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {form.stats.length < 6 ? (
        <Button onClick={() => set('stats', [...form.stats, { value: '', label: '' }])} sx={{ alignSelf: 'flex-start' }}>
          Add a figure
        </Button>
      ) : null}
      <Typography component="h2" variant="h6">
        Colours
      </Typography>
      <Grid container spacing={2}>
        {(Object.keys(COLOR_LABELS) as (keyof ThemeColors)[]).map((key) => (
          <Grid key={key} size={{ xs: 6, sm: 4, md: 3 }}>
            {field(COLOR_LABELS[key], colors[key], (v) => set('theme_colors', { ...colors, [key]: v }), `theme_colors.${key}`, { type: 'color' })}
          </Grid>
        ))}
      </Grid>
      <Box aria-label="Preview" role="group" sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Box sx={{ bgcolor: colors.primary_color, color: '#fff', px: 2, py: 1.5, fontWeight: 600 }}>{form.company.name}</Box>
        <Box sx={{ bgcolor: colors.background_color, color: colors.text_color, px: 2, py: 2 }}>
          Handcrafted pieces, made to order.{' '}
          <Box component="span" sx={{ bgcolor: colors.button_primary, color: '#fff', px: 1.5, py: 0.5, borderRadius: 1, ml: 1 }}>
            Add to Cart
          </Box>
        </Box>
        <Box sx={{ bgcolor: colors.footer_background, color: colors.footer_text, px: 2, py: 1 }}>{form.copyright || '©'}</Box>
      </Box>
      {weak.length ? (
        <Alert severity="warning">
          Hard to read (below WCAG AA, 4.5:1): {weak.map(([, , label]) => label).join('; ')}.
        </Alert>
      ) : null}
      <LegalPagesFields links={form.legal_links} onChange={(links) => set('legal_links', links)} err={err} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Save settings
      </Button>
    </Stack>
  );
}
