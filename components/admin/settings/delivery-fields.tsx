// The settings form's return window and delivery section: working days to each zone and the shop's holidays.
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import { SETTINGS_MESSAGES as SM } from '@/lib/shared/messages/admin-settings';
import { DELIVERY_ZONES, ZONE_LABELS } from '@/lib/shared/delivery/delivery-zones';
import { SectionHeading } from './section-heading';
import { settingsField, type FieldArgs, type SectionProps } from './settings-field';

export function DeliveryFields({ form, set, err }: SectionProps) {
  const field = (...args: FieldArgs) => settingsField(err, ...args);
  // The text as typed (a trailing comma stays while typing); the list sent is what it holds.
  const [holidays, setHolidays] = useState(form.delivery.holidays.join('\n'));
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          {field(
            SM.returnWindow,
            String(form.return_window_days),
            (v) => set('return_window_days', Number(v)),
            'return_window_days',
            { type: 'number', slotProps: { htmlInput: { min: 0, max: 90 } } },
          )}
        </Grid>
      </Grid>
      <SectionHeading title={SM.deliverySection} help={SM.deliveryHelp} />
      <Grid container spacing={2}>
        {DELIVERY_ZONES.map((zone) => (
          <Grid key={zone} size={{ xs: 6, md: 2.4 }}>
            {field(
              ZONE_LABELS[zone],
              String(form.delivery.days[zone]),
              (v) => set('delivery', { ...form.delivery, days: { ...form.delivery.days, [zone]: Number(v) } }),
              `delivery.days.${zone}`,
              { type: 'number', slotProps: { htmlInput: { min: 1, max: 30 } } },
            )}
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          {field(
            SM.holidays,
            holidays,
            (v) => {
              setHolidays(v);
              set('delivery', { ...form.delivery, holidays: v.split(/[\s,]+/).filter(Boolean) });
            },
            'delivery.holidays',
            { multiline: true, minRows: 3 },
          )}
        </Grid>
      </Grid>
    </>
  );
}
