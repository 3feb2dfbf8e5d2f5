'use client';
// The courier parcels booked, newest first. On the shipping sandbox each gets a button per courier event,
// which makes the sandbox courier send its signed webhook: the demo's way to deliver, fail or return a parcel.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { refreshAdmin, useAdmin } from '@/lib/client/admin/admin-api';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { SHIPMENT_EVENTS } from '@/lib/shared/shipping-contract';
import type { CourierShipment } from './order-courier';

type Listing = { provider: string; shipments: (CourierShipment & { order_id: number })[] };

/** Tomorrow in India: the day most parcels booked today are collected. */
const tomorrow = () => new Date(Date.now() + (330 + 24 * 60) * 60_000).toISOString().slice(0, 10);

export function ShippingSandbox() {
  const { data, error } = useAdmin<Listing>('/shipments');
  const [busy, setBusy] = useState(false);
  const [day, setDay] = useState(tomorrow);
  const sandbox = data?.provider === 'sandbox';
  const push = async (awb: string, event: string) => {
    setBusy(true);
    try {
      await apiFetch('/shipping/sandbox/events', { method: 'POST', body: { awb, event } });
      showMessage(`${M.courierEvent[event as keyof typeof M.courierEvent]}: ${awb}`);
      await refreshAdmin('/shipments');
      await refreshAdmin('/orders');
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw e;
      showMessage(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Courier parcels
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Pickup day"
          type="date"
          size="small"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" href={`/api/v1/admin/shipments/labels.pdf?date=${day}`} disabled={!day}>
          Print labels
        </Button>
        <Button variant="outlined" href={`/api/v1/admin/shipments/manifest.pdf?date=${day}`} disabled={!day}>
          Pickup manifest
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {data && sandbox ? (
        <Alert severity="info">
          The shipping sandbox is booking these parcels: no courier will collect them. Each button makes the sandbox
          courier send its signed webhook, as a real courier would.
        </Alert>
      ) : null}
      {data && data.shipments.length === 0 ? <Typography>No parcel booked yet.</Typography> : null}
      {data?.shipments.map((s) => (
        <Card key={s.id} variant="outlined">
          <CardContent>
            <Typography>
              <Link href={`/admin/orders/${s.order_id}`}>Order #{s.order_id}</Link> · {s.courier} · AWB {s.awb} ·{' '}
              {s.status.replace(/_/g, ' ')}
              {s.kind === 'reverse' ? ' · return pickup' : ''}
            </Typography>
            {sandbox ? (
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {SHIPMENT_EVENTS.filter((e) => e !== 'cod_remitted' || s.cod_amount > 0).map((event) => (
                  <Button
                    key={event}
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => push(s.awb, event)}
                  >
                    {M.courierEvent[event]}
                  </Button>
                ))}
              </Stack>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
