// The checkout's order summary: the lines the shopper is buying and the totals they agree to pay.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductThumb } from '@/components/cart/product-thumb';
import { formatDiscount, formatRupees, paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { CartTotals } from '@/lib/shared/money/totals';
import type { CartLine } from '@/lib/shared/schemas/client-state-schema';
import type { CouponTerms } from '@/lib/shared/money/coupons';
import { cartDiscountView } from '@/lib/shared/pricing/cart-discount-view';
import { CouponDiscountNote } from '@/components/cart/coupon-discount-note';
import { PERSONAL_RETURN_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { POLICY_MESSAGES } from '@/lib/shared/messages/pages';
import layout from '@/components/catalogue/page-layout.module.css';
import { policyPath, type PolicyKind } from '@/lib/shared/policy-pages';
import { CHECKOUT_STORED_VALUE_MESSAGES } from '@/lib/shared/messages/checkout-stored-value';

/** What a buyer may want to read before paying, returns first. */
const CHECKOUT_POLICIES: PolicyKind[] = ['returns', 'shipping', 'terms', 'privacy'];

/** The shop's policies as links that open beside the checkout, so the form the shopper filled in stays. */
function PolicyLinks() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {POLICY_MESSAGES.checkoutLead}{' '}
      {CHECKOUT_POLICIES.map((kind, i) => (
        <span key={kind}>
          {i > 0 && ' · '}
          <Link href={policyPath(kind)} target="_blank" rel="noopener">
            {POLICY_MESSAGES.titles[kind]}
            <span className={layout.visuallyHidden}> {POLICY_MESSAGES.newTab}</span>
          </Link>
        </span>
      ))}
    </Typography>
  );
}

/** coupon: the coupon's terms when known, to name an amount off or a making-charges discount. */
type Props = {
  items: CartLine[];
  totals: CartTotals;
  discountPercent: number;
  couponCode: string | null;
  coupon?: CouponTerms | null;
  /** Gift cards, store credit, a savings plan (and old gold) taken off the total, and what is left to pay. */
  deductions?: { label: string; amount: number }[];
  amountToPay?: number;
};

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
    </Stack>
  );
}

export function CheckoutSummary({
  items,
  totals,
  discountPercent,
  couponCode,
  coupon,
  deductions,
  amountToPay,
}: Props) {
  const named = cartDiscountView({ items, discount: discountPercent, couponCode, coupon }, totals);
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Order Summary
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((line) => (
          <Stack component="li" key={line.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {/* A 56 px thumbnail: its prepared 96 and 144 px widths, not the full picture. */}
            <ProductThumb src={line.image} alt="" size={56} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {line.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {line.size ? `Size ${line.size} · ` : ''}
                {line.quantity} × {formatRupees(line.price)}
              </Typography>
              {line.engraving && (
                <Typography variant="body2">{ENGRAVING_MESSAGES.line(line.engraving.text)}</Typography>
              )}
            </Box>
            <Typography sx={{ fontWeight: 600 }}>
              {formatRupees(paiseToRupees(rupeesToPaise(line.price) * line.quantity))}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Row label="Subtotal" value={formatRupees(totals.subtotal)} />
      {totals.discountAmount > 0 && (
        <Row
          label={
            named.label ?? `Discount${couponCode ? ` (${couponCode}, ${discountPercent}%)` : ` (${discountPercent}%)`}`
          }
          value={formatDiscount(totals.discountAmount)}
        />
      )}
      {totals.discountAmount > 0 && <CouponDiscountNote note={named.note} />}
      <Row label="Shipping" value="FREE" />
      <Divider sx={{ my: 1 }} />
      <Row label="Total" value={formatRupees(totals.total)} strong />
      {deductions && deductions.length > 0 && amountToPay !== undefined ? (
        <Box data-testid="checkout-deductions">
          {deductions.map((d) => (
            <Row
              key={d.label}
              label={CHECKOUT_STORED_VALUE_MESSAGES.deduction(d.label)}
              value={formatDiscount(d.amount)}
            />
          ))}
          <Row label={CHECKOUT_STORED_VALUE_MESSAGES.amountToPay} value={formatRupees(amountToPay)} strong />
        </Box>
      ) : null}
      {/* Said before payment, when the cart holds one: pieces made or engraved for the shopper come back only when
          faulty. */}
      {items.some((line) => line.madeToOrder || line.engraving) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {PERSONAL_RETURN_MESSAGES.checkoutNote}
        </Typography>
      )}
      <PolicyLinks />
    </Box>
  );
}
