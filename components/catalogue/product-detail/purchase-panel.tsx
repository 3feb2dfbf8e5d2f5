'use client';
// Size (when the product has sizes, required before adding), quantity 1-5, 'Add to Cart' and the wishlist
// heart. Out of stock and a disabled cart show as disabled buttons with the spec's labels. The selects are
// native (MUI's TextField in native mode): a menu-style Select would bring MUI's Menu, Popover and Modal
// into the product page for two short lists, and a phone shows its own picker for a native one anyway.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { addToCart } from '@/lib/client/stores/cart-actions';
import { DETAIL_MAX_QUANTITY } from '@/lib/shared/constants';
import { CART_MESSAGES, PRODUCT_MESSAGES } from '@/lib/shared/messages';
import { WishlistButton } from '../wishlist-button';

export type PurchaseProduct = {
  id: number;
  name: string;
  price: number;
  image: string | null;
  category: string;
  sizes: string[];
  inStock: boolean;
  stock: number;
};

export function PurchasePanel({ product, cartEnabled }: { product: PurchaseProduct; cartEnabled: boolean }) {
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [sizeMissing, setSizeMissing] = useState(false);
  const hasSizes = product.sizes.length > 0;
  const maxQuantity = Math.max(1, Math.min(DETAIL_MAX_QUANTITY, product.stock));
  const canAdd = cartEnabled && product.inStock;

  const add = () => {
    if (hasSizes && !size) {
      setSizeMissing(true);
      return;
    }
    void addToCart({
      productId: product.id,
      name: product.name,
      price: product.price,
      image: product.image,
      category: product.category,
      size: hasSizes ? size : null,
      quantity,
      // A guest's cart stops at the stock (the server checks a logged-in shopper's).
      stock: product.stock,
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {hasSizes && (
          <TextField
            id="product-size"
            select
            required
            label={PRODUCT_MESSAGES.size}
            value={size}
            onChange={(event) => {
              setSize(event.target.value);
              setSizeMissing(false);
            }}
            error={sizeMissing}
            helperText={sizeMissing ? PRODUCT_MESSAGES.sizeRequired : ' '}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 140 }}
          >
            {/* Shown until a size is chosen; hidden from the list itself. */}
            <option value="" disabled hidden>
              {PRODUCT_MESSAGES.selectSize}
            </option>
            {product.sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          id="product-quantity"
          select
          label={PRODUCT_MESSAGES.quantity}
          value={String(quantity)}
          onChange={(event) => setQuantity(Number(event.target.value))}
          disabled={!product.inStock}
          helperText=" "
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 120 }}
        >
          {Array.from({ length: maxQuantity }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" size="large" startIcon={canAdd ? <AddShoppingCart /> : undefined} disabled={!canAdd} onClick={add} sx={{ flexGrow: 1, maxWidth: 360, py: 1.5 }}>
          {!cartEnabled ? CART_MESSAGES.cartDisabled : product.inStock ? PRODUCT_MESSAGES.addToCart : CART_MESSAGES.outOfStock}
        </Button>
        <WishlistButton
          item={{ id: product.id, name: product.name, price: product.price, image: product.image, category: product.category }}
          variant="outlined"
        />
      </Box>
    </Box>
  );
}
