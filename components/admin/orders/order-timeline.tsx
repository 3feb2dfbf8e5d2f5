'use client';
// The order's history (placed, each status move, each note), the WhatsApp and SMS messages sent about it with
// their delivery status, and the form that adds a note to it.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatOrderDate, STATUS_LABELS } from '@/components/orders/order-format';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { Section } from './order-section';
import type { OrderWrite } from './use-order-actions';

type OrderEvent = AdminOrder['events'][number];

function eventTitle(event: OrderEvent) {
  if (event.kind !== 'status' || !event.to_status) return event.note ?? event.kind;
  const label = STATUS_LABELS[event.to_status as keyof typeof STATUS_LABELS] ?? event.to_status;
  return `${label}${event.note ? `: ${event.note}` : ''}`;
}

type TimelineProps = { order: AdminOrder; busy: boolean; errors: Record<string, string[]>; write: OrderWrite };

export function TimelineSection({ order, busy, errors, write }: TimelineProps) {
  const [note, setNote] = useState('');
  return (
    <Section title="Timeline">
      <List dense disablePadding>
        <ListItem disableGutters>
          <ListItemText primary="Placed" secondary={formatOrderDate(order.created_at)} />
        </ListItem>
        {order.events.map((event) => (
          <ListItem key={event.id} disableGutters>
            <ListItemText
              primary={eventTitle(event)}
              secondary={`${formatOrderDate(event.created_at)} · ${event.actor}`}
            />
          </ListItem>
        ))}
        {order.messages.map((message) => (
          <ListItem key={`message-${message.id}`} disableGutters data-testid="order-message">
            <ListItemText
              primary={`${message.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}: ${message.template.replace(/_/g, ' ')} · ${message.status}`}
              secondary={`${formatOrderDate(message.updated_at)} · to ${message.to}${message.error ? ` · ${message.error}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mt: 1 }}
        onSubmit={async (e: FormEvent) => {
          e.preventDefault();
          if (await write(`/orders/${order.id}/notes`, { note })) setNote('');
        }}
      >
        <TextField
          size="small"
          label="Add a note"
          name="note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          fullWidth
          error={Boolean(errors.note)}
          helperText={errors.note?.[0]}
        />
        <Button type="submit" disabled={busy}>
          Add
        </Button>
      </Stack>
    </Section>
  );
}
