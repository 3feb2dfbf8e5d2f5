'use client';
// The card's add button for products without sizes (those go to their page to choose one).
import Button from '@mui/material/Button';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { addToCart } from '@/lib/client/stores/cart-actions';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';
import type { AddToCartInput } from '@/lib/client/stores/cart-store';

export function AddToCartButton({ line }: { line: Omit<AddToCartInput, 'quantity' | 'size'> }) {
  return (
    <Button
      variant="contained"
      fullWidth
      size="small"
      startIcon={<AddShoppingCart />}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void addToCart({ ...line, size: null, quantity: 1 });
      }}
    >
      {PRODUCT_MESSAGES.addToCart}
    </Button>
  );
}
