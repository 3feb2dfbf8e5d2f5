'use client';
// Booking an insured courier parcel for the order (the shop's shipping account, or its sandbox), and the
// parcels booked so far: AWB, courier, pickup day, the label to print and what the courier has said.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refreshAdmin, useAdmin } from '@/lib/client/admin/admin-api';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { PICKUP_DAYS_AHEAD, type ShipmentEvent } from '@/lib/shared/shipping-contract';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { type HallmarkedLine, useHuidFields } from './huid-fields';
import type { OrderWrite } from './use-order-actions';

export type CourierShipment = {
  id: number;
  kind: 'forward' | 'reverse';
  awb: string;
  courier: string;
  label_url: string;
  tracking_url: string | null;
  declared_value: number;
  otp_delivery: boolean;
  pickup_date: string;
  status: string;
  cod_amount: number;
  events: { event: string; reason: string | null; occurred_at: string }[];
};

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;
const eventLabel = (event: string) => M.courierEvent[event as ShipmentEvent] ?? event.replace(/_/g, ' ');

export function CourierShipments({ orderId }: { orderId: number }) {
  const { data } = useAdmin<{ shipments: CourierShipment[] }>(`/orders/${orderId}/shipment`);
  const list = data?.shipments ?? [];
  if (list.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} aria-label="Courier parcels">
      {list.map((s) => (
        <Stack key={s.id} spacing={0.5}>
          <Typography>
            <strong>{s.kind === 'reverse' ? 'Return pickup' : 'Parcel'}</strong> {s.courier}, AWB{' '}
            <span data-testid="awb">{s.awb}</span>, pickup {s.pickup_date}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={s.status.replace(/_/g, ' ')} />
            <Chip size="small" label={`Insured ${rupees(s.declared_value)}`} />
            {s.otp_delivery ? <Chip size="small" color="warning" label="OTP delivery" /> : null}
            <Chip size="small" label={s.cod_amount > 0 ? `COD ${rupees(s.cod_amount)}` : 'Prepaid'} />
          </Stack>
          {s.kind === 'forward' && s.status !== 'cancelled' ? (
            <Button href={s.label_url} target="_blank" rel="noopener" variant="outlined" size="small">
              Print label
            </Button>
          ) : null}
          {s.events.map((e, i) => (
            <Typography key={i} variant="body2" color="text.secondary">
              {new Date(e.occurred_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}: {eventLabel(e.event)}
              {e.reason ? ` (${e.reason})` : ''}
            </Typography>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

type BookCourierProps = {
  orderId: number;
  busy: boolean;
  write: OrderWrite;
  /** Hallmarked lines: their HUIDs go with the booking, since shipping issues the invoice that prints them. */
  lines: HallmarkedLine[];
  errors: Record<string, string[]>;
};

export function BookCourierForm({ orderId, busy, write, lines, errors }: BookCourierProps) {
  const [weight, setWeight] = useState('');
  const huids = useHuidFields(lines, errors, 'booking-huid');
  const [pickupDate, setPickupDate] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    if (weight.trim()) body.weight_grams = Number(weight);
    if (pickupDate) body.pickup_date = pickupDate;
    const given = huids.given();
    if (given.length > 0) body.huids = given;
    if (await write(`/orders/${orderId}/shipment`, body)) await refreshAdmin(`/orders/${orderId}/shipment`);
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Book a courier">
      <Typography variant="body2" color="text.secondary">
        An insured parcel declared at the order value; the label is ready to print once booked.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="weight_grams"
          label="Weight (g), optional"
          size="small"
          value={weight}
          onChange={(e) => setWeight(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          name="pickup_date"
          label="Pickup date"
          type="date"
          size="small"
          value={pickupDate}
          onChange={(e) => setPickupDate(e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: shopToday(), max: addDays(shopToday(), PICKUP_DAYS_AHEAD) },
          }}
        />
      </Stack>
      {huids.fields}
      <Button type="submit" variant="contained" disabled={busy}>
        Book courier
      </Button>
    </Stack>
  );
}
