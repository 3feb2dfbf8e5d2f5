'use client';
// Shipping an order: courier, tracking and, for hallmarked lines, the HUID of each piece, one field a piece,
// each labelled with the piece and its size (two sizes of one ring are told apart).
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';

export type HallmarkedLine = { id: number; name: string; size: string | null; quantity: number };

type ShipFormProps = {
  busy: boolean;
  errors: Record<string, string[]>;
  lines: HallmarkedLine[];
  onShip: (fields: Record<string, unknown>) => void;
};

export function ShipForm({ busy, errors, lines, onShip }: ShipFormProps) {
  const [fields, setFields] = useState({ courier: '', tracking_number: '', tracking_url: '' });
  const [huids, setHuids] = useState<Record<string, string>>({});
  const pieces = (line: HallmarkedLine) => Array.from({ length: line.quantity }, (_, i) => `${line.id}-${i}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Each hallmarked line's HUIDs, one per piece; a line left empty sends none (the server names it if needed).
    const given = lines
      .map((line) => ({
        order_item_id: line.id,
        huids: pieces(line)
          .map((key) => (huids[key] ?? '').trim())
          .filter(Boolean),
      }))
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
      {lines.flatMap((line) =>
        pieces(line).map((key, i) => (
          <TextField
            key={key}
            name={`huid-${key}`}
            label={M.huidLabel(M.huidLine(line.name, line.size), i + 1, line.quantity)}
            size="small"
            value={huids[key] ?? ''}
            onChange={(e) => setHuids((h) => ({ ...h, [key]: e.target.value.toUpperCase() }))}
            helperText={M.huidHelp}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 6 } }}
          />
        )),
      )}
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
