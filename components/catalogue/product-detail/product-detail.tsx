// The product page (spec section 2, Product detail). Server-rendered plain HTML: name, price, description and
// details are in the page as sent; the gallery and the purchase controls are the only islands.
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { LOW_STOCK_HINT } from '@/lib/shared/constants';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import type { BreadcrumbItem } from '@/lib/shared/seo/page-meta';
import { imageSrc } from '@/lib/shared/catalogue/image-src';
import layout from '../page-layout.module.css';
import { ProductGrid } from '../product-grid';
import { ProductPrice } from '../product-price';
import { ProductRating } from '../product-rating';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDescription, ProductFeatures } from './product-facts';
import { ProductGallery, type GalleryImage } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { CheckDelivery } from '../check-delivery';
import styles from './product-detail.module.css';

/** origin: the country of origin from the settings; returnWindowDays: the shop's return window. */
type Props = { product: ApiProduct; related: ApiProduct[]; trail: BreadcrumbItem[]; cartEnabled: boolean; origin: string; returnWindowDays: number };

function galleryImages(product: ApiProduct): GalleryImage[] {
  const described = product.images.length > 0 ? product.images.map((i) => ({ url: i.url, alt: i.alt })) : product.image_urls.map((url) => ({ url, alt: '' }));
  return described.flatMap(({ url, alt }, index) => {
    const src = imageSrc(url);
    return src ? [{ src, alt: alt || `${product.name}, picture ${index + 1}` }] : [];
  });
}

function stockHint(product: ApiProduct): string {
  if (!product.inStock) return PRODUCT_MESSAGES.soldOut;
  return product.stock_quantity <= LOW_STOCK_HINT ? CART_RULE_MESSAGES.onlyLeft(product.stock_quantity) : PRODUCT_MESSAGES.inStock;
}

export function ProductDetail({ product, related, trail, cartEnabled, origin, returnWindowDays }: Props) {
  const category = product.category?.name ?? CATALOGUE_MESSAGES.uncategorized;
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <ProductBreadcrumbs trail={trail} current={product.name} />
      <div className={styles.main}>
        <ProductGallery images={galleryImages(product)} name={product.name} />
        <div className={styles.info}>
          <div>
            <p className={styles.overline}>{category}</p>
            <h1 className={styles.name}>{product.name}</h1>
          </div>
          <ProductRating rating={product.rating} reviewCount={product.reviewCount} size="medium" />
          <div>
            <div className={styles.priceRow}>
              <ProductPrice price={product.price} originalPrice={product.originalPrice} size="large" />
              {product.discount > 0 && <span className={`${styles.badge} ${styles.badgeSale}`}>{PRODUCT_MESSAGES.discountBadge(product.discount)}</span>}
              {product.isNew && <span className={`${styles.badge} ${styles.badgeNew}`}>{PRODUCT_MESSAGES.newBadge}</span>}
            </div>
            <p className={styles.note}>{CATALOGUE_MESSAGES.inclusiveTaxes}</p>
          </div>
          <ul className={styles.assurances}>
            {product.hallmark && (
              <li className={styles.hallmark} aria-label={PRODUCT_MESSAGES.hallmarkLabel(product.hallmark)}>
                {PRODUCT_MESSAGES.bisHallmarked} · {product.hallmark}
              </li>
            )}
            <li>{origin}</li>
            <li>{PRODUCT_MESSAGES.returnWindow(returnWindowDays)}</li>
          </ul>
          <p className={product.inStock ? styles.stock : `${styles.stock} ${styles.soldOut}`}>{stockHint(product)}</p>
          <PurchasePanel
            cartEnabled={cartEnabled}
            product={{
              id: product.id,
              name: product.name,
              price: product.price,
              image: product.primary_image_url,
              category,
              sizes: product.sizes,
              inStock: product.inStock,
              stock: product.stock_quantity,
            }}
          />
          <CheckDelivery />
          <ProductFeatures tags={product.tags} />
        </div>
      </div>
      <ProductDescription product={product} origin={origin} />
      {related.length > 0 && (
        <section aria-labelledby="related-products" className={styles.related}>
          <h2 id="related-products" className={layout.sectionTitle}>
            {PRODUCT_MESSAGES.relatedProducts}
          </h2>
          <ProductGrid products={related} cartEnabled={cartEnabled} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
