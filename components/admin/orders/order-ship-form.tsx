'use client';
// Shipping an order booked with a courier elsewhere: courier, tracking and, for hallmarked lines, the HUID of
// each piece (huid-fields.tsx).
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type HallmarkedLine, useHuidFields } from './huid-fields';

type ShipFormProps = {
  busy: boolean;
  errors: Record<string, string[]>;
  lines: HallmarkedLine[];
  onShip: (fields: Record<string, unknown>) => void;
};

export function ShipForm({ busy, errors, lines, onShip }: ShipFormProps) {
  const [fields, setFields] = useState({ courier: '', tracking_number: '', tracking_url: '' });
  const huids = useHuidFields(lines, errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = huids.given();
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
      {huids.fields}
      <Button type="submit" variant="contained" disabled={busy}>
        Mark shipped and email the customer
      </Button>
    </Stack>
  );
}
