// The settings form's seller section: who sells, printed on tax invoices and credit notes, in the footer and
// the legal pages.
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SellerInfo } from '@/lib/shared/schemas/settings-schema';
import { DEFAULT_COUNTRY_OF_ORIGIN } from '@/lib/shared/constants';
import { INDIA_REGIONS } from '@/lib/shared/india-states';
import { SETTINGS_MESSAGES as SM } from '@/lib/shared/messages/admin-settings';
import { SectionHeading } from './section-heading';
import type { FieldError } from './settings-field';

export const EMPTY_SELLER: SellerInfo = {
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

type SellerKey = Exclude<keyof SellerInfo, 'grievance_officer'>;
type OfficerKey = keyof SellerInfo['grievance_officer'];
type Props = { seller: SellerInfo; onChange: (s: SellerInfo) => void; err: FieldError };

export function SellerFields({ seller, onChange, err }: Props) {
  const text = (label: string, key: SellerKey, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={seller[key] ?? ''}
      onChange={(e) => onChange({ ...seller, [key]: e.target.value })}
      error={Boolean(err(`seller.${key}`))}
      helperText={err(`seller.${key}`) ?? (props.helperText as string | undefined)}
      {...props}
    />
  );
  const officer = (label: string, key: OfficerKey, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={seller.grievance_officer[key]}
      onChange={(e) =>
        onChange({ ...seller, grievance_officer: { ...seller.grievance_officer, [key]: e.target.value } })
      }
      error={Boolean(err(`seller.grievance_officer.${key}`))}
      helperText={err(`seller.grievance_officer.${key}`)}
      {...props}
    />
  );
  const gstinInput = { htmlInput: { maxLength: 15, autoCapitalize: 'characters' } };
  const pincodeInput = { htmlInput: { inputMode: 'numeric', maxLength: 6 } };
  return (
    <>
      <SectionHeading title={SM.sellerSection} help={SM.sellerHelp} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{text('Legal name', 'legal_name', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('GSTIN', 'gstin', { required: true, slotProps: gstinInput })}</Grid>
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
        <Grid size={{ xs: 6, md: 4 }}>
          {text('Pincode', 'postal_code', { required: true, slotProps: pincodeInput })}
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          {text('Invoice number prefix', 'invoice_prefix', { required: true, helperText: 'AJ gives AJ/26-27/000123' })}
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>{text('Country of origin', 'country_of_origin', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {text('Authorised signatory', 'signatory_name', {
            helperText: 'Printed on tax invoices above "Authorised signatory"',
          })}
        </Grid>
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
