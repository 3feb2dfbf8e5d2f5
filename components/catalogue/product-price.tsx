// Price with the struck-through original price, formatted once with Indian grouping (₹1,00,000).
import { formatRupees } from '@/lib/shared/money';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import layout from './page-layout.module.css';
import styles from './product-meta.module.css';

type Props = {
  price: number;
  originalPrice: number | null;
  size?: 'medium' | 'large';
  /** Sizes differ in price: "From" the lowest. */ from?: boolean;
};

export function ProductPrice({ price, originalPrice, size = 'medium', from = false }: Props) {
  return (
    <div className={size === 'large' ? `${styles.price} ${styles.large}` : styles.price}>
      {/* The amount keeps an element of its own, so it reads the same with or without "From". */}
      <span className={styles.amount}>
        {from ? (
          <>
            {`${PRODUCT_MESSAGES.priceFrom} `}
            <span>{formatRupees(price)}</span>
          </>
        ) : (
          formatRupees(price)
        )}
      </span>
      {originalPrice !== null && originalPrice > price && (
        <s className={styles.original}>
          <span className={layout.visuallyHidden}>{PRODUCT_MESSAGES.originalPrice} </span>
          {formatRupees(originalPrice)}
        </s>
      )}
    </div>
  );
}
