// Subtotal, discount, shipping (always FREE in the cart), total, the coupon box and the way to checkout.
import Link from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartState } from '@/lib/client/stores/cart-state';
import { cartTotals } from '@/lib/shared/money/totals';
import { formatDiscount, formatRupees } from '@/lib/shared/money';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { CouponBox } from './coupon-box';
import { CouponDiscountNote } from './coupon-discount-note';
import { cartDiscountView } from '@/lib/shared/pricing/cart-discount-view';
import { COUPON_TERMS_MESSAGES } from '@/lib/shared/messages/coupon-terms';
import { CheckDelivery } from '@/components/catalogue/check-delivery';

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  const weight = strong ? 700 : 400;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: weight }}>{label}</Typography>
      <Typography sx={{ fontWeight: weight }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

type Props = { cart: CartState; canChange: boolean; canCheckout: boolean; guest: boolean };

export function CartSummary({ cart, canChange, canCheckout, guest }: Props) {
  const totals = cartTotals(cart);
  const coupon = cartDiscountView(cart, totals, guest);
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-heading"
      variant="outlined"
      sx={{ p: 3, position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <Typography id="order-summary-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {CART_PAGE_MESSAGES.orderSummary}
      </Typography>
      <CouponBox couponCode={cart.couponCode} discount={cart.discount} terms={cart.coupon} disabled={!canChange} />
      <Stack spacing={1.25} sx={{ mt: 2 }}>
        <Row label={CART_PAGE_MESSAGES.subtotal} value={formatRupees(totals.subtotal)} testId="summary-subtotal" />
        <Row
          label={
            coupon.label ??
            (cart.discount ? `${CART_PAGE_MESSAGES.discount} (${cart.discount}%)` : CART_PAGE_MESSAGES.discount)
          }
          value={
            coupon.pending
              ? COUPON_TERMS_MESSAGES.atCheckout
              : totals.discountAmount
                ? formatDiscount(totals.discountAmount)
                : formatRupees(0)
          }
          testId="summary-discount"
        />
        <CouponDiscountNote note={coupon.note} />
        <Row label={CART_PAGE_MESSAGES.shipping} value={CART_PAGE_MESSAGES.shippingFree} testId="summary-shipping" />
        <Divider />
        <Row
          label={coupon.pending ? COUPON_TERMS_MESSAGES.totalBeforeOffer : CART_PAGE_MESSAGES.total}
          value={formatRupees(totals.total)}
          strong
          testId="summary-total"
        />
      </Stack>
      <Box sx={{ mt: 2 }}>
        <CheckDelivery />
      </Box>
      <Box sx={{ mt: 3 }}>
        {canCheckout ? (
          <Button component={Link} href="/checkout" variant="contained" size="large" fullWidth>
            {CART_PAGE_MESSAGES.proceedToCheckout}
          </Button>
        ) : (
          <Button variant="contained" size="large" fullWidth disabled>
            {CART_PAGE_MESSAGES.proceedToCheckout}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
