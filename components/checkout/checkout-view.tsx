'use client';
// The checkout screen's interactive half: the login and empty-cart guards, the shipping form, the summary
// and the pay button, driving lib/client/checkout/run-checkout.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { syncCart } from '@/lib/client/stores/cart-actions';
import { cartStore, refreshServerCart, useCart, useCartStatus } from '@/lib/client/stores/cart-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { finishPaidCheckout } from '@/lib/client/checkout/finish-paid-checkout';
import { saveOrderFailure } from '@/lib/client/checkout/order-result-storage';
import { runCheckout, type CheckoutDisplay } from '@/lib/client/checkout/run-checkout';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { CURRENCY } from '@/lib/shared/constants';
import { formatRupees, paiseToRupees, payablePaise, rupeesToPaise } from '@/lib/shared/money';
import { checkoutFormMessage } from '@/lib/shared/checkout-form-message';
import { cartTotals } from '@/lib/shared/money/totals';
import { ORDER_ERROR_CODES, checkoutFormSchema, type ShippingField } from '@/lib/shared/schemas/checkout-schema';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/lib/shared/storage-keys';
import { EMPTY_SHIPPING, ShippingForm, type ShippingErrors, type ShippingValues } from './shipping-form';
import { CheckoutSummary } from './checkout-summary';
import { PaymentMethodPicker } from './payment-method-picker';
import { runCodCheckout } from '@/lib/client/checkout/run-cod-checkout';
import { useCodAvailability } from '@/lib/client/checkout/use-cod-availability';
import { PINCODE_PATTERN } from '@/lib/shared/delivery/delivery-zones';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import type { PaymentMethod } from '@/lib/shared/payment-methods';
import { PAN_PATTERN, panRequired } from '@/lib/shared/india-limits';
import { CHECKOUT_FORM_MESSAGES, PAN_MESSAGES } from '@/lib/shared/messages/checkout';
import { PanField, type PanValues } from './pan-field';
import { WhatsAppUpdatesBox } from './whatsapp-updates-box';
import { forgetQuote, savedQuote } from '@/lib/client/exchange/exchange-api';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import { CHECKOUT_STORED_VALUE_MESSAGES } from '@/lib/shared/messages/checkout-stored-value';
import { useStoredValue } from '@/lib/client/checkout/use-stored-value';
import { StoredValuePicker } from './stored-value-picker';

const CHECKOUT_PATH = '/checkout';

/** `phone`: the account's verified '+91' number, prefilled as the address's ten digits. */
type Props = { user: { name: string; email: string | null; phone?: string } | null; display: CheckoutDisplay };

function goToLogin(router: ReturnType<typeof useRouter>): void {
  showMessage(AUTH_GUARD_MESSAGES.loginToContinue, 'info');
  try {
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, CHECKOUT_PATH);
  } catch {
    /* the next= parameter still brings the shopper back */
  }
  router.replace(`/login?next=${encodeURIComponent(CHECKOUT_PATH)}`);
}

export function CheckoutView({ user, display }: Props) {
  const router = useRouter();
  const cart = useCart();
  const cartStatus = useCartStatus();
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<ShippingValues>({
    ...EMPTY_SHIPPING,
    full_name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone?.replace(/^\+91/, '') ?? '',
  });
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [paying, setPaying] = useState(false);
  // The old-gold quote this tab got on a product page or the cart; rendered only once the form shows (client).
  const [quote] = useState(() => (typeof window === 'undefined' ? null : savedQuote()));
  const [useQuote, setUseQuote] = useState(true);
  const leaving = useRef(false);

  // Runs after hydration, once the cart is known: a logged-in shopper's comes from the server a moment later.
  useEffect(() => {
    if (!user) return goToLogin(router);
    if (ready || cartStatus !== 'ready') return;
    if (cartStore.get().items.length === 0) {
      showMessage(CART_MESSAGES.empty, 'info');
      router.replace('/cart');
      return;
    }
    // A latch, not derived state: once the cart is known the form stays, even when paying empties the cart.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, [user, router, cartStatus, ready]);

  // The cart page's own totals: the shopper agrees here to exactly what the cart showed and the server charges.
  const totals = cartTotals(cart);
  const exchange = quote && useQuote && quote.value < totals.total ? quote : null;
  const stored = useStoredValue(
    paiseToRupees(rupeesToPaise(totals.total) - (exchange ? rupeesToPaise(exchange.value) : 0)),
  );
  // The server's own formula in paise, as create-order will charge it.
  const payNow = paiseToRupees(
    payablePaise({
      totalPaise: rupeesToPaise(totals.total),
      exchangeCreditPaise: exchange ? rupeesToPaise(exchange.value) : 0,
      storedValuePaise: stored.appliedPaise,
    }),
  );
  // Paid in full by gift cards, store credit or a plan: placed and confirmed without the card window.
  const covered = stored.appliedPaise > 0 && payNow === 0;
  // Cash on delivery: chosen only while the shop allows it for this pincode and total.
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const pincodeKnown = PINCODE_PATTERN.test(values.postal_code);
  const cod = useCodAvailability(values.postal_code, totals.total);
  const paymentMethod: PaymentMethod = chosenMethod === 'cod' && cod?.available && pincodeKnown ? 'cod' : 'card';
  // Rule 114B: a PAN (or Form 60) only for an order above ₹2,00,000.
  const needsPan = panRequired(rupeesToPaise(totals.total));
  const [panValues, setPanValues] = useState<PanValues>({ pan: '', form60: false });
  const [panError, setPanError] = useState<string | null>(null);
  const [whatsAppUpdates, setWhatsAppUpdates] = useState(false);

  const onChange = (field: keyof ShippingValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying || leaving.current) return;
    const parsed = checkoutFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: ShippingErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as ShippingField] ??= issue.message;
      setErrors(found);
      showMessage(checkoutFormMessage(found), 'error');
      const first = Object.keys(found)[0];
      document.getElementById(`shipping-${first}`)?.focus();
      return;
    }

    const pan = panValues.pan.replace(/\s+/g, '');
    if (needsPan && !panValues.form60 && !PAN_PATTERN.test(pan)) {
      const message = pan ? CHECKOUT_FORM_MESSAGES.panInvalid : PAN_MESSAGES.required;
      setPanError(message);
      showMessage(message, 'error');
      document.getElementById('checkout-pan')?.focus();
      return;
    }

    setPaying(true);
    const request = {
      ...(needsPan ? (panValues.form60 ? { form_60: true } : { pan }) : {}),
      shipping_address: parsed.data,
      currency: CURRENCY,
      cart_items: cart.items.map((l) => ({
        product_id: l.productId,
        quantity: l.quantity,
        // The piece's own price; the server adds the engraving's, as the line's price here includes it.
        price: l.engraving ? paiseToRupees(rupeesToPaise(l.price) - rupeesToPaise(l.engraving.price)) : l.price,
        size: l.size,
        ...(l.engraving && { engraving_text: l.engraving.text }),
      })),
      total_amount: totals.total,
      coupon_code: cart.couponCode,
      exchange_quote_id: exchange?.id ?? null,
      ...stored.choice,
      ...(whatsAppUpdates ? { whatsapp_updates: true } : {}),
    };
    const result =
      paymentMethod === 'cod' || covered ? await runCodCheckout(request, covered) : await runCheckout(request, display);

    if (result.kind === 'success') {
      leaving.current = true;
      if (exchange) forgetQuote();
      await finishPaidCheckout(result.state);
      router.push('/order-success');
      return;
    }
    if (result.kind === 'failure') {
      leaving.current = true;
      saveOrderFailure(result.state);
      router.push('/order-failure');
      return;
    }
    setPaying(false);
    if (result.status === 401) return goToLogin(router);
    if (result.code === ORDER_ERROR_CODES.panRequired) setPanError(result.message);
    if (result.code === ORDER_ERROR_CODES.priceChanged || result.code === ORDER_ERROR_CODES.couponInvalid) {
      // The server cart reads prices and the coupon from the shop as they are now: the shopper sees today's
      // total, and the next Pay agrees to the amount charged.
      await syncCart();
    }
    showMessage(result.message, 'error');
  };

  if (!ready && cartStatus === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={() => void refreshServerCart()}>Retry</Button>}>
        {CART_PAGE_MESSAGES.loadFailed}
      </Alert>
    );
  }

  if (!ready) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} aria-busy="true">
        <CircularProgress aria-label="Loading checkout" />
      </Box>
    );
  }

  return (
    <Grid container spacing={3} component="form" noValidate onSubmit={onSubmit} aria-label="Checkout">
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Shipping Address
          </Typography>
          <ShippingForm values={values} errors={errors} disabled={paying} onChange={onChange} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CheckoutSummary
            items={cart.items}
            totals={totals}
            discountPercent={cart.discount}
            couponCode={cart.couponCode}
            coupon={cart.coupon}
            deductions={stored.preview?.applied}
            amountToPay={payNow}
          />
          <Box sx={{ mt: 3 }}>
            <StoredValuePicker state={stored} disabled={paying} />
          </Box>
          {needsPan ? (
            <Box sx={{ mt: 3 }}>
              <PanField
                values={panValues}
                error={panError}
                disabled={paying}
                onChange={(next) => (setPanValues(next), setPanError(null))}
              />
            </Box>
          ) : null}
          {quote && quote.value < totals.total && (
            <Box sx={{ mt: 2 }} data-testid="checkout-exchange">
              <label>
                <input
                  type="checkbox"
                  checked={useQuote}
                  disabled={paying}
                  onChange={(e) => setUseQuote(e.target.checked)}
                />{' '}
                {EXCHANGE_MESSAGES.checkoutOffer(quote.weight_grams, quote.purity, quote.value)}
              </label>
              {exchange && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {EXCHANGE_MESSAGES.payNow(payNow)}
                </Typography>
              )}
            </Box>
          )}
          <Box sx={{ mt: 3 }}>
            <PaymentMethodPicker
              value={paymentMethod}
              onChange={setPaymentMethod}
              cod={cod}
              pincodeKnown={pincodeKnown}
              disabled={paying}
            />
          </Box>
          <WhatsAppUpdatesBox checked={whatsAppUpdates} disabled={paying} onChange={setWhatsAppUpdates} />
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={paying}
              startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {covered
                ? CHECKOUT_STORED_VALUE_MESSAGES.placeCovered
                : paymentMethod === 'cod'
                  ? COD_MESSAGES.placeOrder(formatRupees(payNow))
                  : `Pay ${formatRupees(payNow)}`}
            </Button>
            <Button component={Link} href="/cart" variant="outlined" disabled={paying}>
              Back to Cart
            </Button>
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}
