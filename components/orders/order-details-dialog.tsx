// The 'View Details' dialog: the order's items, where it ships, its totals and notes.
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { shortDate } from '@/lib/shared/delivery/delivery-zones';
import { stoneText } from '@/lib/shared/catalogue/stones';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVOICE_MESSAGES } from '@/lib/shared/messages/invoice';
import { PAN_MESSAGES } from '@/lib/shared/messages/checkout';
import { formatRupees } from '@/lib/shared/money';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { formatOrderDate, STATUS_LABELS } from './order-format';
import type { OrderStatus } from '@/lib/shared/constants';
import { OrderStatusChip } from './order-status-chip';
import { canRequestReturn, ReturnRequestForm } from './return-request-form';
import { RETURN_MESSAGES } from '@/lib/shared/messages/returns';
import { PaymentMethodLine } from './payment-method-line';
import { OrderTotals } from './order-totals';

/** onChanged: a return was asked for; the view reads the order again. */
export function OrderDetailsDialog({
  order,
  onClose,
  onChanged,
}: {
  order: ApiOrder | null;
  onClose: () => void;
  onChanged?: (order: ApiOrder) => void;
}) {
  const a = order?.shipping_address;
  // What was paid less what has been or is being refunded: the most a return can still bring back.
  const leftToRefund = order
    ? order.amount_payable - order.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0)
    : undefined;
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-details-title">
      {order && a && (
        <>
          <DialogTitle id="order-details-title">
            Order #{order.id} <OrderStatusChip status={order.status} />
          </DialogTitle>
          {/* On a phone the details scroll: the region takes focus so a keyboard can scroll it (axe
              scrollable-region-focusable), named for the order it shows. */}
          <DialogContent dividers tabIndex={0} role="region" aria-label={`Details of order #${order.id}`}>
            <Typography variant="body2" color="text.secondary">
              Placed on {formatOrderDate(order.created_at)}
              {order.paid_at ? ` · Paid on ${formatOrderDate(order.paid_at)}` : ''}
            </Typography>
            <PaymentMethodLine order={order} />
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 2, mb: 1 }}>
              Items
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {order.order_items.map((item) => (
                <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  {item.image_url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- the picture saved with the order line, lazily loaded inside a dialog
                    <img
                      src={item.image_url}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0 }}
                    />
                  ) : (
                    <Box sx={{ width: 56, height: 56, borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }} />
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{item.product_name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.size ? `Size ${item.size} · ` : ''}Qty {item.quantity} × {formatRupees(item.price)}
                    </Typography>
                    {item.made_to_order && (
                      <Typography variant="body2">
                        {MADE_TO_ORDER_MESSAGES.shipsBy(shortDate(item.made_to_order.ships_by))}
                      </Typography>
                    )}
                    {item.engraving && (
                      <Typography variant="body2">{ENGRAVING_MESSAGES.line(item.engraving.text)}</Typography>
                    )}
                    {item.stones?.map((stone, i) => (
                      <Typography key={i} variant="body2" color="text.secondary">
                        {stoneText(stone)}
                      </Typography>
                    ))}
                  </Box>
                  <Typography sx={{ fontWeight: 600 }}>{formatRupees(item.subtotal)}</Typography>
                </Stack>
              ))}
            </Stack>
            <Divider sx={{ my: 2 }} />
            <OrderTotals order={order} />
            {order.pan_masked ? (
              <Typography sx={{ mt: 1 }}>{PAN_MESSAGES.shownMasked(order.pan_masked)}</Typography>
            ) : null}
            {order.form_60 ? <Typography sx={{ mt: 1 }}>{PAN_MESSAGES.form60Shown}</Typography> : null}
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
              Shipping Address
            </Typography>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {a.full_name}
              <br />
              {a.address_line_1}
              {a.address_line_2 && (
                <>
                  <br />
                  {a.address_line_2}
                </>
              )}
              <br />
              {a.city}, {a.state} {a.postal_code}
              <br />
              {a.country}
              <br />
              Phone: {a.phone}
            </Typography>
            {order.shipment && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
                  Shipment
                </Typography>
                <Typography>
                  {order.shipment.courier}, tracking number {order.shipment.tracking_number}
                  {order.shipment.tracking_url ? (
                    <>
                      {' · '}
                      <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                        Track the parcel
                      </a>
                    </>
                  ) : null}
                </Typography>
              </>
            )}
            {order.tax_documents.length > 0 && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
                  {INVOICE_MESSAGES.documentsTitle}
                </Typography>
                {order.tax_documents.map((d) => (
                  <Typography key={d.id}>
                    <a href={`/api/v1/orders/${order.id}/documents/${d.id}`} download>
                      {d.kind === 'invoice'
                        ? INVOICE_MESSAGES.downloadInvoice(d.number)
                        : INVOICE_MESSAGES.downloadCredit(d.number)}
                    </a>
                  </Typography>
                ))}
              </>
            )}
            {order.refunds.some((r) => r.status !== 'failed') && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
                  Refunds
                </Typography>
                {order.refunds
                  .filter((r) => r.status !== 'failed')
                  .map((r) => (
                    <Typography key={r.id}>
                      {formatRupees(r.amount)} on {formatOrderDate(r.created_at)}
                      {r.status === 'pending' ? ' (on its way to your card)' : ''}
                    </Typography>
                  ))}
              </>
            )}
            {order.timeline.some((step) => step.kind === 'status') && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
                  History
                </Typography>
                {order.timeline
                  .filter((step) => step.kind === 'status' && step.status)
                  .map((step) => (
                    <Typography key={`${step.status}-${step.created_at}`}>
                      {STATUS_LABELS[step.status as OrderStatus] ?? step.status}: {formatOrderDate(step.created_at)}
                    </Typography>
                  ))}
              </>
            )}
            {order.timeline.some((step) => step.kind === 'shipment') && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
                  Courier updates
                </Typography>
                {order.timeline
                  .filter((step) => step.kind === 'shipment')
                  .map((step) => (
                    <Typography key={`${step.status}-${step.created_at}`}>
                      {formatOrderDate(step.created_at)}: {step.note ?? step.status}
                    </Typography>
                  ))}
              </>
            )}
            {order.returns.length > 0 && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
                  {RETURN_MESSAGES.title}
                </Typography>
                {order.returns.map((r) => (
                  <Typography key={r.id}>
                    #{r.id} · {RETURN_MESSAGES.status[r.status]} · {RETURN_MESSAGES.amount(r, leftToRefund)} ·{' '}
                    {formatOrderDate(r.created_at)}
                    {r.decision_note ? ` · ${r.decision_note}` : ''}
                  </Typography>
                ))}
              </>
            )}
            {canRequestReturn(order) && (
              <ReturnRequestForm key={order.returns.length} order={order} onSent={() => onChanged?.(order)} />
            )}
            {order.notes && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
                  Notes
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{order.notes}</Typography>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
