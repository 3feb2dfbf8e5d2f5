// Shown on checkout while the sandbox stands in for Razorpay: a shopper must never believe a test card paid.
import Alert from '@mui/material/Alert';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';

export function TestModeRibbon() {
  return (
    <Alert severity="warning" role="note" sx={{ mb: 3, fontWeight: 600 }} data-testid="test-mode-ribbon">
      {CHECKOUT_MESSAGES.testMode}
    </Alert>
  );
}
