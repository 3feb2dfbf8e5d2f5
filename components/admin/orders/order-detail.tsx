'use client';
// /admin/orders/{id}: the order as the shop sees it (items, customer, address, payments, timeline) and the
// next fulfilment step: start processing, ship with courier and tracking (the shopper is emailed), mark
// delivered. Each step carries the updated_at it was read at, so two people cannot move one order twice.
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { useState } from 'react';
import { oldGoldLine } from '@/lib/shared/selling/old-gold';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import Typography from '@mui/material/Typography';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatOrderDate, STATUS_LABELS } from '@/components/orders/order-format';
import { INVOICE_MESSAGES } from '@/lib/shared/messages/invoice';
import { PAN_MESSAGES } from '@/lib/shared/messages/checkout';
import { formatRupees } from '@/lib/shared/money';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { ListRow } from '../list-row';
import { Section } from './order-section';
import { ShipForm } from './order-ship-form';
import { BookCourierForm, CourierShipments } from './order-courier';
import { RefundsSection } from './order-refunds';
import { ReturnsSection } from './order-returns';
import { TimelineSection } from './order-timeline';
import { useOrderActions } from './use-order-actions';
import { CodConfirmationAlert } from './cod-confirmation-alert';
import { Form60Alert } from './form-60-alert';
import { HuidCorrection } from './order-huid-correction';
import { OldGoldSection } from './order-old-gold';
import { OldGoldPayoutsSection, RtoInspection } from './order-old-gold-payouts';

/** mayRefund: the role may give money back (refunds, cancelling a paid order); staff see neither control. */
export function OrderDetail({ initial, mayRefund }: { initial: AdminOrder; mayRefund: boolean }) {
  const { order, busy, message, errors, write, move, reauthDialog } = useOrderActions(initial);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const a = order.shipping_address;
  const discountLabel = order.discount_label ?? order.coupon_code ?? '';
  const discount =
    order.discount_amount > 0 ? ` · Discount ${discountLabel} −${formatRupees(order.discount_amount)}` : '';
  const hallmarked = order.order_items
    .filter((item) => item.hallmarked)
    .map((item) => ({ id: item.id, name: item.product_name, size: item.size ?? null, quantity: item.quantity }));

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h5">
          Order #{order.id}
        </Typography>
        <OrderStatusChip status={order.status} />
        {order.test_mode ? <Chip size="small" variant="outlined" label={M.testMode} /> : null}
        {order.payment_method === 'cod' ? (
          <Chip
            size="small"
            color={order.paid_at ? 'success' : 'info'}
            label={order.paid_at ? COD_MESSAGES.cashCollected : COD_MESSAGES.awaitingCash}
          />
        ) : null}
      </Stack>
      {order.review_reason ? <Alert severity="warning">Needs review: {order.review_reason}</Alert> : null}
      <CodConfirmationAlert order={order} />
      <Form60Alert order={order} busy={busy} onRecord={() => void write(`/orders/${order.id}/form-60`, {})} />
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
                      secondary={`${formatRupees(item.price)}${item.hallmarked ? ` · ${M.hallmarked}` : ''}${
                        item.huids.length ? ` · HUID ${item.huids.join(', ')}` : ''
                      }${item.engraving ? ` · ${ENGRAVING_MESSAGES.line(item.engraving.text)}` : ''}${
                        item.made_to_order ? ` · ${MADE_TO_ORDER_MESSAGES.shipsBy(item.made_to_order.ships_by)}` : ''
                      }`}
                    />
                  </ListRow>
                ))}
              </List>
              <Typography sx={{ mt: 1 }}>
                Subtotal {formatRupees(order.subtotal)}
                {discount} · <strong>Total {formatRupees(order.total_price)}</strong>
                {order.exchange && (
                  <>
                    <br />
                    <strong data-testid="order-exchange">{oldGoldLine(order.exchange)}</strong>
                  </>
                )}
              </Typography>
              {order.pan_masked ? <Typography>{PAN_MESSAGES.shownMasked(order.pan_masked)}</Typography> : null}
              {order.form_60 ? <Typography>{PAN_MESSAGES.form60Shown}</Typography> : null}
            </Section>
            <TimelineSection order={order} busy={busy} errors={errors} write={write} />
          </Stack>
        </Grid>
        {/* On a phone the next step comes first, within reach of a thumb. */}
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: -1, md: 0 } }}>
          <Stack spacing={2}>
            <Section title="Next step">
              {order.test_mode ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {M.testMode}
                </Alert>
              ) : null}
              <Stack spacing={2}>
                {order.allowed_moves.includes('processing') ? (
                  <Button variant="outlined" disabled={busy} onClick={() => move('processing')}>
                    Start processing
                  </Button>
                ) : null}
                {order.allowed_moves.includes('shipped') ? (
                  <>
                    <BookCourierForm orderId={order.id} busy={busy} write={write} lines={hallmarked} errors={errors} />
                    <Typography component="h3" variant="subtitle2">
                      Or enter a shipment booked elsewhere
                    </Typography>
                    <ShipForm
                      busy={busy}
                      errors={errors}
                      lines={hallmarked}
                      onShip={(fields) => move('shipped', fields)}
                    />
                  </>
                ) : null}
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
                {order.rto_inspection_due ? (
                  <RtoInspection orderId={order.id} mayRefund={mayRefund} busy={busy} write={write} />
                ) : null}
                {order.allowed_moves.length === 0 &&
                !order.rto_inspection_due &&
                !(order.old_gold_payouts ?? []).some((p) => !p.settled_at) ? (
                  <Typography>Nothing to do: the order is {STATUS_LABELS[order.status].toLowerCase()}.</Typography>
                ) : null}
              </Stack>
              {order.shipment ? (
                <Typography sx={{ mt: 2 }}>
                  Shipped {formatOrderDate(order.shipment.shipped_at)} with {order.shipment.courier}, tracking{' '}
                  {order.shipment.tracking_number}
                </Typography>
              ) : null}
              <CourierShipments orderId={order.id} />
            </Section>
            <OldGoldSection order={order} busy={busy} errors={errors} write={write} />
            <OldGoldPayoutsSection order={order} mayRefund={mayRefund} busy={busy} errors={errors} write={write} />
            {order.returns.length > 0 ? (
              <ReturnsSection order={order} mayRefund={mayRefund} busy={busy} write={write} />
            ) : null}
            <Section title={INVOICE_MESSAGES.documentsTitle}>
              {order.tax_documents.length === 0 ? (
                <Typography>{order.shipment ? INVOICE_MESSAGES.noSeller : INVOICE_MESSAGES.notYet}</Typography>
              ) : null}
              <List dense disablePadding>
                {order.tax_documents.map((d) => (
                  <ListItem key={d.id} disableGutters>
                    <ListItemText
                      primary={
                        <a href={`/api/v1/admin/orders/${order.id}/documents/${d.id}`} download>
                          {d.kind === 'invoice'
                            ? INVOICE_MESSAGES.downloadInvoice(d.number)
                            : INVOICE_MESSAGES.downloadCredit(d.number)}
                        </a>
                      }
                      secondary={`${formatOrderDate(d.issued_at)} · ${formatRupees(d.total)}`}
                    />
                  </ListItem>
                ))}
              </List>
              {order.tax_documents.some((d) => d.kind === 'invoice') ? (
                <HuidCorrection
                  orderId={order.id}
                  lines={hallmarked}
                  recorded={Object.fromEntries(order.order_items.map((item) => [item.id, item.huids]))}
                  busy={busy}
                  errors={errors}
                  write={write}
                />
              ) : null}
            </Section>
            <RefundsSection order={order} mayRefund={mayRefund} busy={busy} errors={errors} write={write} />
            <Section title="Customer">
              <Typography>{order.customer.name}</Typography>
              <Typography>{order.customer.email}</Typography>
            </Section>
            <Section title="Ship to">
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                {[
                  a.full_name,
                  a.address_line_1,
                  a.address_line_2,
                  `${a.city}, ${a.state} ${a.postal_code}`,
                  a.country,
                  `Phone: ${a.phone}`,
                ]
                  .filter(Boolean)
                  .join('\n')}
              </Typography>
            </Section>
            <Section title="Payments">
              {order.payments.length === 0 ? (
                <Typography>
                  {order.payment_method === 'cod'
                    ? COD_MESSAGES.adminAwaitingCash(formatRupees(order.amount_payable))
                    : 'No payment yet.'}
                </Typography>
              ) : null}
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
          {order.paid_at
            ? `The customer is refunded ${formatRupees(order.refundable)} in full and emailed; ` +
              'the pieces go back to stock.'
            : 'The pieces go back to stock and the customer is emailed.'}
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
      {reauthDialog}
    </Stack>
  );
}
