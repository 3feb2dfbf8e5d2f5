'use client';
// Size (when the product has sizes, required before adding), quantity 1-5, 'Add to Cart' and the wishlist
// heart. Out of stock and a disabled cart show as disabled buttons with the spec's labels. Plain HTML: the
// selects are native (native-select.tsx) and the button a <button>, since MUI's Select and Button would
// bring Menu, Popover, Modal, ButtonBase and the ripple to every product page.
import { useState } from 'react';
import type { PageVariant } from '@/lib/shared/catalogue/product-page-data';
import { formatRupees } from '@/lib/shared/money';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { Icon } from '@/components/icons/icon';
import { addToCartOnUse, loadCartActionsOnIntent } from '@/lib/client/stores/cart-actions-on-use';
import { DETAIL_MAX_QUANTITY, LOW_STOCK_HINT } from '@/lib/shared/constants';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { engravingProblem, normalEngraving } from '@/lib/shared/catalogue/engraving';
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
  /** Engraving offered on the piece (its most characters and price), else null. */
  engraving?: { max_chars: number; price: number } | null;
};

type Props = {
  product: PurchaseProduct;
  cartEnabled: boolean;
  /** Each size's price and stock for its option; the page holds the size chosen (its price shows). */
  variants: PageVariant[];
  size: string;
  onSizeChange: (size: string) => void;
};

/** A size's option: its price, and "Only 1 left" / "Out of stock" (then it cannot be chosen). */
function sizeLabel(size: string, variant: PageVariant | undefined): string {
  if (!variant) return size;
  const note =
    variant.stock <= 0
      ? PRODUCT_MESSAGES.sizeOutOfStock
      : variant.stock <= LOW_STOCK_HINT
        ? PRODUCT_MESSAGES.sizeOnlyLeft(variant.stock)
        : null;
  return PRODUCT_MESSAGES.sizeOption(size, formatRupees(variant.price), note);
}

export function PurchasePanel({ product, cartEnabled, variants, size, onSizeChange: setSize }: Props) {
  const [quantity, setQuantity] = useState(1);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [engraving, setEngraving] = useState('');
  const [engravingError, setEngravingError] = useState<string | null>(null);
  const user = useSessionUser();
  const hasSizes = product.sizes.length > 0;
  const maxQuantity = Math.max(1, Math.min(DETAIL_MAX_QUANTITY, product.stock));
  const canAdd = cartEnabled && product.inStock;

  const add = () => {
    if (hasSizes && !size) {
      setSizeMissing(true);
      return;
    }
    const engravingText = normalEngraving(engraving);
    const problem = engravingProblem(
      engravingText,
      product.engraving ? { maxChars: product.engraving.max_chars } : null,
    );
    setEngravingError(problem);
    if (problem) return;
    void addToCartOnUse({
      productId: product.id,
      name: product.name,
      price: product.price,
      image: product.image,
      category: product.category,
      size: hasSizes ? size : null,
      quantity,
      // A guest's cart stops at the stock (the server checks a logged-in shopper's).
      stock: product.stock,
      ...(engravingText && { engravingText }),
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
              setQuantity(1);
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
            {product.sizes.map((s) => {
              const variant = variants.find((v) => v.size === s);
              return (
                <option key={s} value={s} disabled={variant !== undefined && variant.stock <= 0}>
                  {sizeLabel(s, variant)}
                </option>
              );
            })}
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
      {product.engraving && (
        <div className={styles.engraving}>
          <label htmlFor="product-engraving" className={styles.engravingLabel}>
            {ENGRAVING_MESSAGES.inputLabel(product.engraving.max_chars)}
          </label>
          <input
            id="product-engraving"
            name="engraving_text"
            className={styles.engravingInput}
            value={engraving}
            disabled={!user}
            maxLength={200}
            onChange={(e) => {
              setEngraving(e.target.value);
              setEngravingError(null);
            }}
            aria-invalid={engravingError ? true : undefined}
            aria-describedby="product-engraving-note"
          />
          {/* The offer and its price are said above, beside the price; here only a refusal, or the way in. */}
          <p
            id="product-engraving-note"
            role={engravingError ? 'alert' : undefined}
            className={engravingError ? `${styles.engravingNote} ${styles.engravingError}` : styles.engravingNote}
          >
            {engravingError ?? (user ? ENGRAVING_MESSAGES.priceEach(formatRupees(product.engraving.price)) : '')}
          </p>
          {/* An engraved line lives in the account's cart (checked, priced and kept for checkout, which needs
              sign-in anyway); a guest's cart is this browser's only, so a guest is asked to sign in first. */}
          {!user && (
            <a href={`/login?next=${encodeURIComponent(`/products/${product.id}`)}`} className={styles.engravingSignIn}>
              {ENGRAVING_MESSAGES.signInToEngrave}
            </a>
          )}
        </div>
      )}
      <div className={styles.purchaseActions}>
        <button
          type="button"
          disabled={!canAdd}
          {...loadCartActionsOnIntent}
          onClick={add}
          className={`${buttons.button} ${buttons.contained} ${styles.addButton}`}
        >
          {canAdd && <Icon name="AddShoppingCart" />}
          {!cartEnabled
            ? CART_MESSAGES.cartDisabledButton
            : product.inStock
              ? PRODUCT_MESSAGES.addToCart
              : CART_MESSAGES.outOfStockButton}
        </button>
        <WishlistButton
          item={{
            id: product.id,
            name: product.name,
            price: product.price,
            image: product.image,
            category: product.category,
          }}
          variant="outlined"
        />
      </div>
    </div>
  );
}
