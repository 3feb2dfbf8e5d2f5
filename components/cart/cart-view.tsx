'use client';
// The interactive half of /cart: lines, quantities, coupon and totals, from the one cart store.
import { useState } from 'react';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { removeFromCart, setCartQuantity } from '@/lib/client/stores/cart-actions';
import { refreshServerCart, useCart, useCartStatus } from '@/lib/client/stores/cart-store';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { cartTotals } from '@/lib/shared/money/totals';
import { formatRupees } from '@/lib/shared/money';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { SellingOffers } from '@/components/selling/selling-offers';
import type { SellingOffersSettings } from '@/lib/shared/selling/selling-settings';
import layout from '@/components/catalogue/page-layout.module.css';

export function CartView({ cartEnabled, selling }: { cartEnabled: boolean; selling?: SellingOffersSettings }) {
  const cart = useCart();
  const status = useCartStatus();
  const guest = useSessionUser() === null;
  const [pendingLine, setPendingLine] = useState<string | null>(null);
  const count = cart.items.reduce((sum, line) => sum + line.quantity, 0);

  async function change(lineId: string, action: () => Promise<boolean>) {
    setPendingLine(lineId);
    try {
      await action();
    } finally {
      setPendingLine(null);
    }
  }

  // Screen readers hear every change of the cart: the count and total are re-read when they change. Hidden
  // by the layout's class, not an sx object: in sx `width: 1` means 100 %, and the page grew wider than the screen.
  const announcement = (
    <Box role="status" aria-live="polite" aria-atomic="true" className={layout.visuallyHidden}>
      {status === 'ready' ? CART_PAGE_MESSAGES.itemsInCart(count, formatRupees(cartTotals(cart).total)) : ''}
    </Box>
  );

  if (status === 'loading' && cart.items.length === 0) {
    return (
      <Stack direction="row" spacing={2} sx={{ py: 6, alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{CART_PAGE_MESSAGES.loading}</Typography>
        {announcement}
      </Stack>
    );
  }

  if (status === 'error' && cart.items.length === 0) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refreshServerCart()}>Retry</Button>} sx={{ my: 4 }}>
        {CART_PAGE_MESSAGES.loadFailed}
      </Alert>
    );
  }

  if (cart.items.length === 0) {
    return (
      <Stack spacing={2} sx={{ py: 8, textAlign: 'center', alignItems: 'center' }}>
        <ShoppingCartOutlinedIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {CART_MESSAGES.empty}
        </Typography>
        <Button component={Link} href="/products" variant="contained">
          {CART_PAGE_MESSAGES.continueShopping}
        </Button>
        {announcement}
      </Stack>
    );
  }

  const canChange = cartEnabled && status === 'ready';
  return (
    <>
      {announcement}
      {!cartEnabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {CART_PAGE_MESSAGES.readOnlyNotice}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 360px' }, alignItems: 'start' }}>
        <Box>
          <Box component="ul" aria-label="Cart items" sx={{ m: 0, p: 0 }}>
            {cart.items.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                disabled={!canChange || pendingLine !== null}
                onQuantity={(quantity) => void change(line.id, () => setCartQuantity(line.id, quantity))}
                onRemove={() => void change(line.id, () => removeFromCart(line.id))}
              />
            ))}
          </Box>
          <Button component={Link} href="/products" sx={{ mt: 2 }}>
            {CART_PAGE_MESSAGES.continueShopping}
          </Button>
        </Box>
        <Box>
          <CartSummary
            cart={cart}
            canChange={canChange}
            canCheckout={cartEnabled && status === 'ready'}
            guest={guest}
          />
          {selling && count > 0 && (
            <Box sx={{ mt: 2 }}>
              <SellingOffers price={cartTotals(cart).total} settings={selling} />
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}
