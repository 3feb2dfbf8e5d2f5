// The settings form's cash-on-delivery section: the switch, the largest order total a shopper may
// pay in cash, the hours a new customer's first COD order has to be confirmed, and the delivery zones where
// the courier collects cash.
import { COD_CASH_LIMIT_PAISE } from '@/lib/shared/india-limits';
import { paiseToRupees } from '@/lib/shared/money';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DELIVERY_ZONES, ZONE_LABELS } from '@/lib/shared/delivery/delivery-zones';
import { SETTINGS_MESSAGES as SM } from '@/lib/shared/messages/admin-settings';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { COD_CONFIRM_MESSAGES as CM } from '@/lib/shared/messages/cod-confirmation';
import { COD_CONFIRM_MAX_HOURS } from '@/lib/shared/schemas/cod-confirmation-schema';
import { SectionHeading } from './section-heading';

type CodSettings = Pick<ShopSettings, 'cod_enabled' | 'cod_max_order_value' | 'cod_zones' | 'cod_confirm_hours'>;

type Props = {
  values: CodSettings;
  onChange: (patch: Partial<CodSettings>) => void;
  err: (key: string) => string | undefined;
};

export function CodSettingsFields({ values, onChange, err }: Props) {
  return (
    <>
      <SectionHeading title={SM.codSection} help={SM.codHelp} />
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            control={
              <Switch checked={values.cod_enabled} onChange={(e) => onChange({ cod_enabled: e.target.checked })} />
            }
            label={SM.codEnabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={SM.codLimit}
            value={String(values.cod_max_order_value)}
            onChange={(e) => onChange({ cod_max_order_value: Number(e.target.value) })}
            error={Boolean(err('cod_max_order_value'))}
            helperText={err('cod_max_order_value') ?? SM.codLimitHelp}
            disabled={!values.cod_enabled}
            slotProps={{ htmlInput: { min: 1, max: paiseToRupees(COD_CASH_LIMIT_PAISE), step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={CM.settingLabel}
            value={String(values.cod_confirm_hours)}
            onChange={(e) => onChange({ cod_confirm_hours: Number(e.target.value) })}
            error={Boolean(err('cod_confirm_hours'))}
            helperText={err('cod_confirm_hours') ?? CM.settingHelp}
            disabled={!values.cod_enabled}
            slotProps={{ htmlInput: { min: 1, max: COD_CONFIRM_MAX_HOURS, step: 1 } }}
          />
        </Grid>
      </Grid>
      <FormGroup row aria-label={SM.codZones}>
        {DELIVERY_ZONES.map((zone) => (
          <FormControlLabel
            key={zone}
            disabled={!values.cod_enabled}
            control={
              <Checkbox
                checked={values.cod_zones[zone]}
                onChange={(e) => onChange({ cod_zones: { ...values.cod_zones, [zone]: e.target.checked } })}
              />
            }
            label={ZONE_LABELS[zone]}
          />
        ))}
      </FormGroup>
    </>
  );
}
