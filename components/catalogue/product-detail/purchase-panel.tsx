'use client';
// Size (when the product has sizes, required before adding), quantity 1-5, 'Add to Cart' and the wishlist
// heart. Out of stock and a disabled cart show as disabled buttons with the spec's labels. Plain HTML: the
// selects are native (native-select.tsx) and the button a <button>, since MUI's Select and Button would
// bring Menu, Popover, Modal, ButtonBase and the ripple to every product page.
import { useState } from 'react';
import { Icon } from '@/components/icons/icon';
import { addToCart } from '@/lib/client/stores/cart-actions';
import { DETAIL_MAX_QUANTITY } from '@/lib/shared/constants';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import buttons from '../link-button.module.css';
import { NativeSelect } from '../native-select';
import { WishlistButton } from '../wishlist-button';
import styles from './product-detail.module.css';
import { SizeGuideButton } from './size-guide-button';

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
    <div className={styles.purchase}>
      <div className={styles.purchaseFields}>
        {hasSizes && (
          <NativeSelect
            id="product-size"
            required
            label={PRODUCT_MESSAGES.size}
            value={size}
            onChange={(value) => {
              setSize(value);
              setSizeMissing(false);
            }}
            error={sizeMissing}
            helperText={sizeMissing ? PRODUCT_MESSAGES.sizeFieldError : ' '}
            size="large"
            minWidth={140}
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
          </NativeSelect>
        )}
        {hasSizes && <SizeGuideButton sizes={product.sizes} />}
        <NativeSelect
          id="product-quantity"
          label={PRODUCT_MESSAGES.quantity}
          value={String(quantity)}
          onChange={(value) => setQuantity(Number(value))}
          disabled={!product.inStock}
          helperText=" "
          size="large"
          minWidth={120}
        >
          {Array.from({ length: maxQuantity }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {i + 1}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={styles.purchaseActions}>
        <button type="button" disabled={!canAdd} onClick={add} className={`${buttons.button} ${buttons.contained} ${styles.addButton}`}>
          {canAdd && <Icon name="AddShoppingCart" />}
          {!cartEnabled ? CART_MESSAGES.cartDisabledButton : product.inStock ? PRODUCT_MESSAGES.addToCart : CART_MESSAGES.outOfStockButton}
        </button>
        <WishlistButton
          item={{ id: product.id, name: product.name, price: product.price, image: product.image, category: product.category }}
          variant="outlined"
        />
      </div>
    </div>
  );
}
