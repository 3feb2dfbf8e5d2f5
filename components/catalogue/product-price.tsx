// Price with the struck-through original price, formatted once with Indian grouping (₹1,00,000).
import { formatRupees } from '@/lib/shared/money';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import layout from './page-layout.module.css';
import styles from './product-meta.module.css';

type Props = { price: number; originalPrice: number | null; size?: 'medium' | 'large'; /** Sizes differ in price: "From" the lowest. */ from?: boolean };

export function ProductPrice({ price, originalPrice, size = 'medium', from = false }: Props) {
  return (
    <div className={size === 'large' ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.amount}>{from ? `${PRODUCT_MESSAGES.priceFrom} ${formatRupees(price)}` : formatRupees(price)}</span>
      {originalPrice !== null && originalPrice > price && (
        <s className={styles.original}>
          <span className={layout.visuallyHidden}>{PRODUCT_MESSAGES.originalPrice} </span>
          {formatRupees(originalPrice)}
        </s>
      )}
    </div>
  );
}
