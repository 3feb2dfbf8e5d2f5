'use client';
// The checkout screen's interactive half: the login and empty-cart guards, the shipping form, the summary
// and the pay button, driving lib/client/checkout/run-checkout.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cartStore, saveCart, useCart } from '@/lib/client/stores/cart-store';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { saveOrderFailure, saveOrderSuccess } from '@/lib/client/checkout/order-result-storage';
import { runCheckout, type CheckoutDisplay } from '@/lib/client/checkout/run-checkout';
import { AUTH_GUARD_MESSAGES, CART_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/shared/messages';
import { CURRENCY } from '@/lib/shared/constants';
import { formatRupees } from '@/lib/shared/money';
import { cartTotals } from '@/lib/shared/totals';
import { shippingAddressSchema, type ShippingField } from '@/lib/shared/schemas/checkout';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/lib/shared/storage-keys';
import { EMPTY_SHIPPING, ShippingForm, type ShippingErrors, type ShippingValues } from './shipping-form';
import { OrderSummary } from './order-summary';

const CHECKOUT_PATH = '/checkout';

type Props = { user: { name: string; email: string } | null; display: CheckoutDisplay };

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
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<ShippingValues>({ ...EMPTY_SHIPPING, full_name: user?.name ?? '', email: user?.email ?? '' });
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [paying, setPaying] = useState(false);
  const leaving = useRef(false);

  // Runs once after hydration, when the stored cart can be read.
  useEffect(() => {
    if (!user) return goToLogin(router);
    if (cartStore.get().items.length === 0) {
      showMessage(CART_MESSAGES.empty, 'info');
      router.replace('/cart');
      return;
    }
    setReady(true);
  }, [user, router]);

  // The cart page's own totals: the shopper agrees here to exactly what the cart showed and the server charges.
  const totals = cartTotals(cart);

  const onChange = (field: keyof ShippingValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (paying || leaving.current) return;
    const parsed = shippingAddressSchema.safeParse(values);
    if (!parsed.success) {
      const found: ShippingErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as ShippingField] ??= issue.message;
      setErrors(found);
      showMessage(CHECKOUT_MESSAGES.fillRequired, 'error');
      const first = Object.keys(found)[0];
      document.getElementById(`shipping-${first}`)?.focus();
      return;
    }

    setPaying(true);
    const result = await runCheckout(
      {
        shipping_address: parsed.data,
        currency: CURRENCY,
        cart_items: cart.items.map((l) => ({ product_id: l.productId, quantity: l.quantity, price: l.price, size: l.size })),
        total_amount: totals.total,
        coupon_code: cart.couponCode,
      },
      display,
    );

    if (result.kind === 'success') {
      leaving.current = true;
      // TODO(lead): clearCart() from cart-actions once the cart feature is merged (it also syncs the server cart).
      saveCart({ items: [], discount: 0, couponCode: null });
      saveOrderSuccess(result.state);
      showMessage(CHECKOUT_MESSAGES.paymentSuccess);
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
    if (result.priceChanges?.length) {
      // Show the shopper today's prices, so the total they agree to next time is the one charged.
      const current = new Map(result.priceChanges.map((c) => [c.product_id, c.price]));
      const latest = cartStore.get();
      saveCart({ ...latest, items: latest.items.map((l) => (current.has(l.productId) ? { ...l, price: current.get(l.productId)! } : l)) });
    }
    showMessage(result.message, 'error');
  };

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
          <OrderSummary items={cart.items} totals={totals} discountPercent={cart.discount} couponCode={cart.couponCode} />
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={paying}
              startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {`Pay ${formatRupees(totals.total)}`}
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
