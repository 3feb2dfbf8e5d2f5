'use client';
// /admin/orders/{id}: the order as the shop sees it (items, customer, address, payments, timeline) and the
// next fulfilment step: start processing, ship with courier and tracking (the shopper is emailed), mark
// delivered. Each step carries the updated_at it was read at, so two people cannot move one order twice.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatOrderDate, STATUS_LABELS } from '@/components/orders/order-format';
import { adminWrite, refreshAdmin, useAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { INVOICE_MESSAGES } from '@/lib/shared/messages/invoice';
import { RETURN_MESSAGES } from '@/lib/shared/messages/returns';
import { formatRupees } from '@/lib/shared/money';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import { useReauth } from '../reauth-dialog';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { ListRow } from '../list-row';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

type HallmarkedLine = { id: number; name: string; quantity: number };

function ShipForm({ busy, errors, lines, onShip }: { busy: boolean; errors: Record<string, string[]>; lines: HallmarkedLine[]; onShip: (fields: Record<string, unknown>) => void }) {
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

function RefundForm({ refundable, busy, errors, onRefund }: { refundable: number; busy: boolean; errors: Record<string, string[]>; onRefund: (amount: number, reason: string) => Promise<boolean> }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Refund"
      sx={{ mt: 2 }}
      onSubmit={async (e: FormEvent) => {
        e.preventDefault();
        if (await onRefund(Number(amount), reason)) {
          setAmount('');
          setReason('');
        }
      }}
    >
      <TextField
        name="amount"
        label={`Amount to refund (up to ${formatRupees(refundable)})`}
        type="number"
        size="small"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        slotProps={{ htmlInput: { min: 0, max: refundable, step: '0.01' } }}
        error={Boolean(errors.amount)}
        helperText={errors.amount?.[0]}
      />
      <TextField name="reason" label="Reason" size="small" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(errors.reason)} helperText={errors.reason?.[0]} />
      <Button type="submit" variant="outlined" disabled={busy || !amount}>
        Refund
      </Button>
    </Stack>
  );
}

/** mayRefund: the role may give money back (refunds, cancelling a paid order); staff see neither control. */
export function OrderDetail({ initial, mayRefund }: { initial: AdminOrder; mayRefund: boolean }) {
  const { data, mutate } = useAdmin<{ order: AdminOrder }>(`/orders/${initial.id}`, { fallbackData: { order: initial } });
  const order = data?.order ?? initial;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [note, setNote] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);

  const reauth = useReauth();

  async function write(path: string, body: Record<string, unknown>, headers?: Record<string, string>) {
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const result = await reauth.run(() => adminWrite<{ order?: AdminOrder }>(path, { method: 'POST', body, headers }));
      if (result.order) await mutate({ order: result.order }, { revalidate: false });
      else await mutate();
      await refreshAdmin('/orders?');
      showMessage(ADMIN_MESSAGES.saved);
      return true;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setMessage(error.message);
      setErrors(error.fieldErrors);
      const current = (error.body as { order?: AdminOrder } | null)?.order;
      if (current) await mutate({ order: current }, { revalidate: false });
      return false;
    } finally {
      setBusy(false);
    }
  }
  const move = (status: string, extra: Record<string, unknown> = {}) => write(`/orders/${order.id}/status`, { status, ...extra, updated_at: order.updated_at });
  const a = order.shipping_address;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h5">
          Order #{order.id}
        </Typography>
        <OrderStatusChip status={order.status} />
        {order.test_mode ? <Chip size="small" variant="outlined" label={M.testMode} /> : null}
        {order.payment_method === 'cod' ? <Chip size="small" color={order.paid_at ? 'success' : 'info'} label={order.paid_at ? COD_MESSAGES.cashCollected : COD_MESSAGES.awaitingCash} /> : null}
      </Stack>
      {order.review_reason ? <Alert severity="warning">Needs review: {order.review_reason}</Alert> : null}
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Section title="Items">
              <List dense disablePadding>
                {order.order_items.map((item) => (
                  <ListRow key={item.id} end={formatRupees(item.subtotal)}>
                    <ListItemText
                      primary={`${item.quantity} × ${item.product_name}${item.size ? ` (${item.size})` : ''}`}
                      secondary={`${formatRupees(item.price)}${item.hallmarked ? ` · ${M.hallmarked}` : ''}${item.huids.length ? ` · HUID ${item.huids.join(', ')}` : ''}`}
                    />
                  </ListRow>
                ))}
              </List>
              <Typography sx={{ mt: 1 }}>
                Subtotal {formatRupees(order.subtotal)}
                {order.discount_amount > 0 ? ` · Discount ${order.discount_label ?? order.coupon_code ?? ''} −${formatRupees(order.discount_amount)}` : ''} · <strong>Total {formatRupees(order.total_price)}</strong>
              </Typography>
            </Section>
            <Section title="Timeline">
              <List dense disablePadding>
                <ListItem disableGutters>
                  <ListItemText primary="Placed" secondary={formatOrderDate(order.created_at)} />
                </ListItem>
                {order.events.map((event) => (
                  <ListItem key={event.id} disableGutters>
                    <ListItemText
                      primary={
                        event.kind === 'status' && event.to_status
                          ? `${STATUS_LABELS[event.to_status as keyof typeof STATUS_LABELS] ?? event.to_status}${event.note ? `: ${event.note}` : ''}`
                          : (event.note ?? event.kind)
                      }
                      secondary={`${formatOrderDate(event.created_at)} · ${event.actor}`}
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
                <TextField size="small" label="Add a note" name="note" value={note} onChange={(e) => setNote(e.target.value)} fullWidth error={Boolean(errors.note)} helperText={errors.note?.[0]} />
                <Button type="submit" disabled={busy}>
                  Add
                </Button>
              </Stack>
            </Section>
          </Stack>
        </Grid>
        {/* On a phone the next step comes first, within reach of a thumb. */}
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: -1, md: 0 } }}>
          <Stack spacing={2}>
            <Section title="Next step">
              {order.test_mode ? <Alert severity="info" sx={{ mb: 2 }}>{M.testMode}</Alert> : null}
              <Stack spacing={2}>
                {order.allowed_moves.includes('processing') ? (
                  <Button variant="outlined" disabled={busy} onClick={() => move('processing')}>
                    Start processing
                  </Button>
                ) : null}
                {order.allowed_moves.includes('shipped') ? <ShipForm
                    busy={busy}
                    errors={errors}
                    lines={order.order_items.filter((item) => item.hallmarked).map((item) => ({ id: item.id, name: item.product_name, quantity: item.quantity }))}
                    onShip={(fields) => move('shipped', fields)}
                  /> : null}
                {order.allowed_moves.includes('delivered') ? (
                  <Button variant="contained" disabled={busy} onClick={() => move('delivered')}>
                    Mark delivered
                  </Button>
                ) : null}
                {order.allowed_moves.includes('cancelled') && (mayRefund || !order.paid_at) ? (
                  <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirmCancel(true)}>
                    {order.paid_at ? 'Cancel and refund in full' : 'Cancel order'}
                  </Button>
                ) : null}
                {order.allowed_moves.length === 0 ? <Typography>Nothing to do: the order is {STATUS_LABELS[order.status].toLowerCase()}.</Typography> : null}
              </Stack>
              {order.shipment ? (
                <Typography sx={{ mt: 2 }}>
                  Shipped {formatOrderDate(order.shipment.shipped_at)} with {order.shipment.courier}, tracking {order.shipment.tracking_number}
                </Typography>
              ) : null}
            </Section>
            {order.returns.length > 0 ? (
              <Section title={RETURN_MESSAGES.title}>
                <Stack spacing={2}>
                  {order.returns.map((r) => (
                    <Stack key={r.id} spacing={1}>
                      <Typography>
                        <strong>
                          #{r.id} · {RETURN_MESSAGES.status[r.status]}
                        </strong>{' '}
                        · {RETURN_MESSAGES.amount(r)} · {formatOrderDate(r.created_at)}
                      </Typography>
                      <Typography variant="body2">
                        {r.items.map((i) => `${i.quantity} × ${order.order_items.find((item) => item.id === i.order_item_id)?.product_name ?? i.order_item_id}`).join(', ')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {r.reason}
                      </Typography>
                      {r.status === 'requested' ? (
                        <Stack direction="row" spacing={1}>
                          <Button variant="contained" size="small" disabled={busy} onClick={() => write(`/orders/${order.id}/returns/${r.id}`, { action: 'approve' })}>
                            {RETURN_MESSAGES.approve}
                          </Button>
                          <Button color="error" size="small" disabled={busy} onClick={() => write(`/orders/${order.id}/returns/${r.id}`, { action: 'refuse' })}>
                            {RETURN_MESSAGES.refuse}
                          </Button>
                        </Stack>
                      ) : null}
                      {(r.status === 'approved' || r.status === 'received') && mayRefund ? (
                        <Button variant="contained" size="small" disabled={busy} onClick={() => write(`/orders/${order.id}/returns/${r.id}`, { action: 'receive' })} sx={{ alignSelf: 'flex-start' }}>
                          {RETURN_MESSAGES.receive}
                        </Button>
                      ) : null}
                    </Stack>
                  ))}
                </Stack>
              </Section>
            ) : null}
            <Section title={INVOICE_MESSAGES.documentsTitle}>
              {order.tax_documents.length === 0 ? <Typography>{order.paid_at ? INVOICE_MESSAGES.noSeller : INVOICE_MESSAGES.notYet}</Typography> : null}
              <List dense disablePadding>
                {order.tax_documents.map((d) => (
                  <ListItem key={d.id} disableGutters>
                    <ListItemText
                      primary={
                        <a href={`/api/v1/admin/orders/${order.id}/documents/${d.id}`} download>
                          {d.kind === 'invoice' ? INVOICE_MESSAGES.downloadInvoice(d.number) : INVOICE_MESSAGES.downloadCredit(d.number)}
                        </a>
                      }
                      secondary={`${formatOrderDate(d.issued_at)} · ${formatRupees(d.total)}`}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
            <Section title="Refunds">
              {order.refunds.length === 0 ? <Typography>No refunds.</Typography> : null}
              <List dense disablePadding>
                {order.refunds.map((r) => (
                  <ListItem key={r.id} disableGutters>
                    <ListItemText primary={`${formatRupees(r.amount)} · ${r.status}`} secondary={`${formatOrderDate(r.created_at)}${r.reason ? ` · ${r.reason}` : ''}`} />
                  </ListItem>
                ))}
              </List>
              {order.refundable > 0 && mayRefund ? (
                <RefundForm
                  refundable={order.refundable}
                  busy={busy}
                  errors={errors}
                  onRefund={(amount, reason) => write(`/orders/${order.id}/refunds`, { amount, reason }, { 'Idempotency-Key': crypto.randomUUID() })}
                />
              ) : null}
            </Section>
            <Section title="Customer">
              <Typography>{order.customer.name}</Typography>
              <Typography>{order.customer.email}</Typography>
            </Section>
            <Section title="Ship to">
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                {[a.full_name, a.address_line_1, a.address_line_2, `${a.city}, ${a.state} ${a.postal_code}`, a.country, `Phone: ${a.phone}`].filter(Boolean).join('\n')}
              </Typography>
            </Section>
            <Section title="Payments">
              {order.payments.length === 0 ? <Typography>{order.payment_method === 'cod' ? COD_MESSAGES.adminAwaitingCash(formatRupees(order.total_price)) : 'No payment yet.'}</Typography> : null}
              {order.payments.map((p) => (
                <Typography key={p.id}>
                  {p.provider} {p.provider_payment_id}: {p.currency} {p.amount.toFixed(2)} ({p.status})
                </Typography>
              ))}
            </Section>
            {order.notes ? (
              <Section title="Customer's note">
                <Typography sx={{ whiteSpace: 'pre-line' }}>{order.notes}</Typography>
              </Section>
            ) : null}
          </Stack>
        </Grid>
      </Grid>
      <Dialog open={confirmCancel} onClose={() => setConfirmCancel(false)} aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">Cancel order #{order.id}?</DialogTitle>
        <DialogContent>
          {order.paid_at ? `The customer is refunded ${formatRupees(order.refundable)} in full and emailed; the pieces go back to stock.` : 'The pieces go back to stock and the customer is emailed.'}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmCancel(false)}>Keep the order</Button>
          <Button
            color="error"
            onClick={async () => {
              setConfirmCancel(false);
              await move('cancelled');
            }}
          >
            Cancel order
          </Button>
        </DialogActions>
      </Dialog>
      {reauth.dialog}
    </Stack>
  );
}
