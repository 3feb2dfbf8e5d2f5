// Description, 'Product Features' tags and the metal/purity/weight details: plain text from the catalogue,
// rendered as text (no HTML), so nothing in it can run.
import type { ReactNode } from 'react';
import type { ProductPageData } from '@/lib/shared/catalogue/product-page-data';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import layout from '../page-layout.module.css';
import styles from './product-detail.module.css';
import { PriceBreakup } from './price-breakup-table';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';
import { certificateText, certificateUrl, stoneText, type Stone } from '@/lib/shared/catalogue/stones';

/** One kind of stone: its carats and grading, and its certificate linked to the lab's own check where the lab
 *  has a public one (the shopper verifies the report with the lab, not with the shop). */
function StoneFact({ stone }: { stone: Stone }) {
  const { certificate, ...graded } = stone;
  const url = certificate ? certificateUrl(certificate) : null;
  return (
    <li>
      {stoneText(graded)}
      {certificate && (
        <>
          {', '}
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {certificateText(certificate)}
            </a>
          ) : (
            certificateText(certificate)
          )}
        </>
      )}
    </li>
  );
}

export function ProductFeatures({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="product-features">
      <h2 id="product-features" className={styles.subTitle}>
        {PRODUCT_MESSAGES.productFeatures}
      </h2>
      <ul className={`${layout.plainList} ${styles.tags}`}>
        {tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductDescription({ product, origin }: { product: ProductPageData; origin: string }) {
  const details: [string, ReactNode][] = [];
  if (product.metal) details.push([PRODUCT_MESSAGES.metal, product.metal]);
  if (product.purity) details.push([PRODUCT_MESSAGES.purity, product.purity]);
  if (product.weightGrams !== null)
    details.push([PRODUCT_MESSAGES.weight, PRODUCT_MESSAGES.grams(product.weightGrams)]);
  if (product.grossWeightGrams !== null)
    details.push([STONE_MESSAGES.specGrossWeight, PRODUCT_MESSAGES.grams(product.grossWeightGrams)]);
  if (product.hallmark)
    details.push([PRODUCT_MESSAGES.hallmark, `${PRODUCT_MESSAGES.bisHallmarked} (${product.hallmark})`]);
  if (product.stones.length > 0)
    details.push([
      STONE_MESSAGES.specStones,
      <ul key="stones" className={layout.plainList}>
        {product.stones.map((stone, i) => (
          <StoneFact key={i} stone={stone} />
        ))}
      </ul>,
    ]);
  details.push([PRODUCT_MESSAGES.countryOfOrigin, origin]);
  return (
    <div className={styles.facts}>
      <section aria-labelledby="product-description">
        <h2 id="product-description" className={styles.factsTitle}>
          {PRODUCT_MESSAGES.description}
        </h2>
        <p className={styles.description}>{product.description}</p>
      </section>
      <div className={styles.info}>
        <section aria-labelledby="product-details">
          <h2 id="product-details" className={styles.factsTitle}>
            {PRODUCT_MESSAGES.details}
          </h2>
          <dl className={styles.details}>
            {details.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <PriceBreakup product={product} />
      </div>
    </div>
  );
}
