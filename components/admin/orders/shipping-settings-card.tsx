'use client';
// The shipping settings on the courier page: where the courier collects (the shop's own pickup address, or the
// seller address from the shop settings), the package booked when the owner gives none, from which order value
// a parcel is an OTP delivery, and whether a refund after a return to origin keeps the courier's freight back.
// Everyone with orders reads them; only those who may change settings edit them.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminWrite, refreshAdmin, useAdmin } from '@/lib/client/admin/admin-api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { formatRupees } from '@/lib/shared/money';
import type { PickupAddress, ShippingSettings } from '@/lib/shared/shipping-contract';
import { SHIPPING_SETTINGS_MESSAGES as M } from '@/lib/shared/messages/shipping-settings-messages';
import { RecordDialog, type FieldDef, type FieldValue } from '../record-dialog';

const PICKUP_FIELDS: (keyof PickupAddress)[] = [
  'name',
  'phone',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'postal_code',
];
const PACKAGE_FIELDS = ['weight_grams', 'length_cm', 'breadth_cm', 'height_cm'] as const;

const FIELDS: FieldDef[] = [
  { name: 'own_pickup', label: M.ownPickup, kind: 'switch' },
  ...PICKUP_FIELDS.map((key): FieldDef => ({
    name: `pickup.${key}`,
    label: M.pickupLabels[key],
    kind: 'text',
    required: key !== 'address_line_2',
    shownWhen: 'own_pickup',
  })),
  ...PACKAGE_FIELDS.map((key): FieldDef => ({
    name: key,
    label: M.packageLabels[key],
    kind: 'number',
    required: true,
  })),
  { name: 'otp_delivery_min_value', label: M.otpFrom, kind: 'number', required: true, help: M.otpHelp },
  { name: 'rto_refund_less_freight', label: M.rtoLessFreight, kind: 'switch' },
];

function startingValue(settings: ShippingSettings, key: keyof PickupAddress): string {
  const value = settings.pickup?.[key] ?? '';
  if (key !== 'phone') return value;
  const digits = value.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : '';
}

function initialValues(settings: ShippingSettings): Record<string, FieldValue> {
  const own = settings.pickup_source === 'pickup' ? settings.pickup : null;
  return {
    own_pickup: own !== null,
    // Switched on, the fields start from the seller address (its phone only if it is a mobile number).
    ...Object.fromEntries(PICKUP_FIELDS.map((key) => [`pickup.${key}`, own?.[key] ?? startingValue(settings, key)])),
    ...Object.fromEntries(PACKAGE_FIELDS.map((key) => [key, String(settings[key])])),
    otp_delivery_min_value: String(settings.otp_delivery_min_value),
    rto_refund_less_freight: settings.rto_refund_less_freight,
  };
}

/** The dialog's values as the PATCH body: numbers as numbers, and no pickup of its own unless switched on. */
function patchBody(values: Record<string, FieldValue>) {
  const number = (name: string) => {
    const text = String(values[name] ?? '').trim();
    return text === '' ? Number.NaN : Number(text);
  };
  return {
    pickup: values.own_pickup
      ? Object.fromEntries(PICKUP_FIELDS.map((key) => [key, String(values[`pickup.${key}`] ?? '')]))
      : null,
    ...Object.fromEntries(PACKAGE_FIELDS.map((key) => [key, number(key)])),
    otp_delivery_min_value: number('otp_delivery_min_value'),
    rto_refund_less_freight: Boolean(values.rto_refund_less_freight),
  };
}

export function ShippingSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { data, error } = useAdmin<{ settings: ShippingSettings }>('/shipping/settings');
  const [editing, setEditing] = useState(false);
  const settings = data?.settings;
  const pickup = settings?.pickup;
  return (
    <Card variant="outlined" component="section" aria-labelledby="shipping-settings-heading">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="shipping-settings-heading" component="h2" variant="h6">
            {M.title}
          </Typography>
          {error ? <Alert severity="error">{error.message}</Alert> : null}
          {settings ? (
            <>
              {settings.pickup_source === 'none' ? (
                <Alert severity="warning">{M.noPickup}</Alert>
              ) : (
                <Typography>
                  {M.pickupFrom(settings.pickup_source)}{' '}
                  {pickup
                    ? [pickup.name, pickup.address_line_1, pickup.address_line_2, pickup.city, pickup.postal_code]
                        .filter(Boolean)
                        .join(', ')
                    : null}
                </Typography>
              )}
              <Typography>{M.packageSummary(settings)}</Typography>
              <Typography>{M.otpSummary(formatRupees(settings.otp_delivery_min_value))}</Typography>
              <Typography>{settings.rto_refund_less_freight ? M.rtoLessFreightOn : M.rtoLessFreightOff}</Typography>
              {canEdit ? (
                <Button variant="outlined" onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }}>
                  {M.edit}
                </Button>
              ) : null}
            </>
          ) : null}
        </Stack>
      </CardContent>
      {settings && editing ? (
        <RecordDialog
          open
          title={M.title}
          fields={FIELDS}
          initial={initialValues(settings)}
          onClose={() => setEditing(false)}
          onSave={async (values) => {
            await adminWrite('/shipping/settings', { method: 'PATCH', body: patchBody(values) });
            await refreshAdmin('/shipping/settings');
            setEditing(false);
            showMessage(M.saved);
          }}
        />
      ) : null}
    </Card>
  );
}
