'use client';
// The product page (spec section 2, Product detail), with its structured data. A Client Component fed one
// object (lib/shared/catalogue/product-page-data.ts): the server renders the same HTML (name, price,
// description, details and the JSON-LD are in the page as sent), while the React payload carries the product's
// fields once instead of its whole element tree, and the description once instead of twice.
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import { formatRupees } from '@/lib/shared/money';
import { useState, type ReactNode } from 'react';
import type { Product, ProductGroup } from 'schema-dts';
import { categoryLabel, type ProductCardData } from '@/lib/shared/catalogue/product-card-data';
import type { ProductPageData } from '@/lib/shared/catalogue/product-page-data';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { LOW_STOCK_HINT } from '@/lib/shared/constants';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import { breadcrumbListJsonLd, productJsonLd } from '@/lib/shared/seo/structured-data';
import { pieceTerms, type MerchantTerms, type PieceTerms } from '@/lib/shared/seo/merchant-terms';
import type { ApiReview } from '@/lib/shared/schemas/review-schema';
import { JsonLd } from '@/components/seo/json-ld';
import layout from '../page-layout.module.css';
import { ProductCardGrid } from '../product-card-grid';
import { ProductPrice } from '../product-price';
import { ProductRating } from '../product-rating';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDescription, ProductFeatures } from './product-facts';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { AlertButtons } from './alert-buttons';
import { withChosenSize } from './chosen-size';
import { CheckDelivery } from '../check-delivery';
import styles from './product-detail.module.css';
import { SellingOffers } from '@/components/selling/selling-offers';
import type { SellingOffersSettings } from '@/lib/shared/selling/selling-settings';

type Props = {
  product: ProductPageData;
  related: ProductCardData[];
  cartEnabled: boolean;
  /** The country of origin from the settings. */
  origin: string;
  /** For the structured data: the brand, and the shop's public origin its URLs are made absolute against. */
  shopName: string;
  siteOrigin: string;
  /** Shipping and returns, for the Offer's merchant-listing fields. */
  terms: MerchantTerms;
  /** The approved reviews the page shows, for the structured data, and their section, rendered on the server. */
  reviews?: readonly ApiReview[];
  reviewSection?: ReactNode;
  /** "Chat on WhatsApp", rendered on the server when the shop has a WhatsApp number. */
  chatLink?: ReactNode;
  /** The size the address chose (/products/{id}?size=16): its price is the page's price from the first render. */
  initialSize?: string;
  /** EMI plans and the old-gold exchange, shown under the price. */
  selling?: SellingOffersSettings;
};

function stockHint(product: ProductPageData, piece: PieceTerms): string {
  if (piece.leadTimeDays !== null) return MADE_TO_ORDER_MESSAGES.shipsIn(piece.leadTimeDays);
  if (piece.availability === 'out_of_stock') return PRODUCT_MESSAGES.soldOut;
  return product.stock <= LOW_STOCK_HINT ? CART_RULE_MESSAGES.onlyLeft(product.stock) : PRODUCT_MESSAGES.inStock;
}

export function ProductDetail(props: Props) {
  const { product: listed, related, cartEnabled, origin, shopName, siteOrigin, terms } = props;
  // The price, stock note, breakup and Add to Cart follow the size chosen; the structured data and everything
  // else describe the piece as listed (a ProductGroup holding every size at its own address).
  const [size, setSize] = useState(props.initialSize ?? '');
  const { shown: product } = withChosenSize(listed, size);
  // The same terms the structured data and the feeds print for this piece (merchant-terms.ts).
  const piece = pieceTerms(terms, product);
  const category = categoryLabel(product);
  const trail = product.trail;
  return (
    <>
      <JsonLd<Product | ProductGroup> data={productJsonLd(listed, shopName, siteOrigin, terms, props.reviews)} />
      <JsonLd
        data={breadcrumbListJsonLd(
          [...trail, { name: product.name, path: canonicalProductPath(product.id) }],
          siteOrigin,
        )}
      />
      <div className={`${layout.container} ${styles.page}`}>
        <ProductBreadcrumbs trail={trail} current={product.name} />
        <div className={styles.main}>
          <ProductGallery images={product.pictures} name={product.name} />
          <div className={styles.info}>
            <div>
              <p className={styles.overline}>{category}</p>
              <h1 className={styles.name}>{product.name}</h1>
            </div>
            <ProductRating rating={product.rating} reviewCount={product.reviewCount} size="medium" />
            <div>
              <div className={styles.priceRow}>
                <ProductPrice
                  price={product.price}
                  originalPrice={product.originalPrice}
                  size="large"
                  from={product.priceFrom}
                />
                {product.discount > 0 && (
                  <span className={`${styles.badge} ${styles.badgeSale}`}>
                    {PRODUCT_MESSAGES.discountBadge(product.discount)}
                  </span>
                )}
                {product.isNew && (
                  <span className={`${styles.badge} ${styles.badgeNew}`}>{PRODUCT_MESSAGES.newBadge}</span>
                )}
              </div>
              <p className={styles.note}>{CATALOGUE_MESSAGES.inclusiveTaxes}</p>
              {props.selling && <SellingOffers price={product.price} settings={props.selling} />}
            </div>
            <ul className={styles.assurances}>
              {product.hallmark && (
                <li className={styles.hallmark} aria-label={PRODUCT_MESSAGES.hallmarkLabel(product.hallmark)}>
                  {PRODUCT_MESSAGES.bisHallmarked} · {product.hallmark}
                </li>
              )}
              <li>{origin}</li>
              {product.engraving && (
                <li>
                  {ENGRAVING_MESSAGES.offered(product.engraving.max_chars, formatRupees(product.engraving.price))} ·{' '}
                  {ENGRAVING_MESSAGES.notReturnable}
                </li>
              )}
              <li>
                {piece.leadTimeDays !== null
                  ? MADE_TO_ORDER_MESSAGES.notReturnable
                  : PRODUCT_MESSAGES.returnWindow(piece.returnDays)}
              </li>
            </ul>
            <p className={product.inStock ? styles.stock : `${styles.stock} ${styles.soldOut}`}>
              {stockHint(product, piece)}
            </p>
            <PurchasePanel
              cartEnabled={cartEnabled}
              product={{
                id: product.id,
                name: product.name,
                price: product.price,
                image: product.image,
                category,
                sizes: product.sizes,
                inStock: product.inStock,
                stock: product.stock,
                engraving: product.engraving,
              }}
              variants={listed.variants}
              size={size}
              onSizeChange={setSize}
            />
            <AlertButtons
              productId={product.id}
              inStock={listed.inStock}
              soldOutSizes={listed.variants.filter((v) => v.stock <= 0).map((v) => v.size)}
              size={size}
            />
            {props.chatLink}
            <CheckDelivery leadTimeDays={piece.leadTimeDays} />
            <ProductFeatures tags={product.tags} />
          </div>
        </div>
        <ProductDescription product={product} origin={origin} />
        {props.reviewSection}
        {related.length > 0 && (
          <section aria-labelledby="related-products" className={styles.related}>
            <h2 id="related-products" className={layout.sectionTitle}>
              {PRODUCT_MESSAGES.relatedProducts}
            </h2>
            <ProductCardGrid cards={related} cartEnabled={cartEnabled} headingLevel="h3" />
          </section>
        )}
      </div>
    </>
  );
}
