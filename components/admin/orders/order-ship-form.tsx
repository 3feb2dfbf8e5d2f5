'use client';
// Shipping an order: courier, tracking and, for hallmarked lines, the HUID of each piece.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';

export type HallmarkedLine = { id: number; name: string; quantity: number };

type ShipFormProps = {
  busy: boolean;
  errors: Record<string, string[]>;
  lines: HallmarkedLine[];
  onShip: (fields: Record<string, unknown>) => void;
};

export function ShipForm({ busy, errors, lines, onShip }: ShipFormProps) {
  const [fields, setFields] = useState({ courier: '', tracking_number: '', tracking_url: '' });
  const [huids, setHuids] = useState<Record<number, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Each hallmarked line's HUIDs, one per piece, separated by commas or spaces; lines left empty send none.
    const given = lines
      .map((line) => ({ order_item_id: line.id, huids: (huids[line.id] ?? '').split(/[\s,]+/).filter(Boolean) }))
      .filter((entry) => entry.huids.length > 0);
    onShip(given.length > 0 ? { ...fields, huids: given } : fields);
  };
  const field = (name: keyof typeof fields, label: string, required = true) => (
    <TextField
      name={name}
      label={label}
      size="small"
      required={required}
      value={fields[name]}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]?.[0]}
    />
  );
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Ship the order">
      {field('courier', 'Courier')}
      {field('tracking_number', 'Tracking number')}
      {field('tracking_url', 'Tracking link (https://…)', false)}
      {lines.map((line) => (
        <TextField
          key={line.id}
          name={`huids-${line.id}`}
          label={M.huidLabel(line.name, line.quantity)}
          size="small"
          value={huids[line.id] ?? ''}
          onChange={(e) => setHuids((h) => ({ ...h, [line.id]: e.target.value.toUpperCase() }))}
          helperText={M.huidHelp}
          slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        />
      ))}
      {errors.huids ? (
        <Typography color="error" variant="body2" role="alert">
          {errors.huids[0]}
        </Typography>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy}>
        Mark shipped and email the customer
      </Button>
    </Stack>
  );
}
