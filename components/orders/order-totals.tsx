// An order's money lines in the shopper's order dialog: subtotal, discount, shipping, total and, with old gold
// in exchange, its value and the amount payable. Every figure is the API's: the amount payable is the order's
// amount_payable (what was charged), never the total less the old gold worked out again in the browser.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import { oldGoldLine, oldGoldValue } from '@/lib/shared/selling/old-gold';
import { formatDiscount, formatRupees } from '@/lib/shared/money';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}

export function OrderTotals({ order }: { order: ApiOrder }) {
  const label = order.discount_label ?? order.coupon_code;
  return (
    <Stack spacing={0.5}>
      <Total label="Subtotal" value={formatRupees(order.subtotal)} />
      {order.discount_amount > 0 && (
        <Total label={`Discount${label ? ` (${label})` : ''}`} value={formatDiscount(order.discount_amount)} />
      )}
      <Total label="Shipping" value={order.shipping_cost > 0 ? formatRupees(order.shipping_cost) : 'FREE'} />
      <Total label="Total" value={formatRupees(order.total_price)} strong />
      {order.exchange && (
        <>
          <Total label={oldGoldLine(order.exchange)} value={`−${formatRupees(oldGoldValue(order.exchange))}`} />
          <Total label={EXCHANGE_MESSAGES.amountPayable} value={formatRupees(order.amount_payable)} strong />
        </>
      )}
    </Stack>
  );
}
