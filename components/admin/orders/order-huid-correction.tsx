'use client';
// A HUID typed wrong at dispatch, corrected after the invoice was issued: the fields start from the HUIDs on
// record, and saving issues a credit note that cancels the invoice and a new invoice with the corrected HUIDs
// (POST /admin/orders/{id}/huids). Shown only while the order has an invoice and hallmarked pieces.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import { type HallmarkedLine, useHuidFields } from './huid-fields';
import type { OrderWrite } from './use-order-actions';

type Props = {
  orderId: number;
  lines: HallmarkedLine[];
  recorded: Record<number, string[]>;
  busy: boolean;
  errors: Record<string, string[]>;
  write: OrderWrite;
};

function CorrectionForm({ orderId, lines, recorded, busy, errors, write, onDone }: Props & { onDone: () => void }) {
  const huids = useHuidFields(lines, errors, 'fix-huid', recorded);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await write(`/orders/${orderId}/huids`, { huids: huids.given() })) onDone();
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby="huid-correction-title">
      <Typography id="huid-correction-title" component="h3" variant="subtitle2">
        {M.huidCorrectTitle}
      </Typography>
      <Typography variant="body2">{M.huidCorrectHelp}</Typography>
      {huids.fields}
      <Button type="submit" variant="contained" disabled={busy}>
        {M.huidCorrectSubmit}
      </Button>
    </Stack>
  );
}

export function HuidCorrection(props: Props) {
  const [open, setOpen] = useState(false);
  if (props.lines.length === 0) return null;
  return open ? (
    <CorrectionForm {...props} onDone={() => setOpen(false)} />
  ) : (
    <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start', mt: 1 }}>
      {M.huidCorrectOpen}
    </Button>
  );
}
