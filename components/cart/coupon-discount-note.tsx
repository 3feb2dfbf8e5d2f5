// The note under the discount row of a making-charges coupon: what came off the making charges
// and that GST is charged on the reduced value. Shared by the cart and the checkout summaries.
import Typography from '@mui/material/Typography';

export function CouponDiscountNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="summary-discount-note">
      {note}
    </Typography>
  );
}
