// /products/{id} (and /product/{id}, which re-exports this page): incrementally regenerated, so a product page
// is static HTML rebuilt at most once a minute (stock follows an order within a minute, CACHE_LIFE.product).
// Non-numeric ids never get here: proxy.ts sends them to /products.
import { cache } from 'react';
import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { ProductDetail } from '@/components/catalogue/product-detail/product-detail';
import { ProductNotFound } from '@/components/catalogue/product-not-found';
import { WhatsAppChatLink } from '@/components/catalogue/whatsapp-chat-link';
import { MissingPage } from '@/components/not-found/missing-page';
import { canonicalProductPath, sizePath } from '@/lib/shared/catalogue/product-links';
import { productCardData } from '@/lib/shared/catalogue/product-card-data';
import { categoryAncestors, productPageData } from '@/lib/shared/catalogue/product-page-data';
import { OpenGraphTags } from '@/components/seo/open-graph-tags';
import { cachedCategories, cachedProduct, cachedRelatedProducts } from '@/lib/server/catalogue/cached-catalogue';
import { cachedProductReviews } from '@/lib/server/reviews/cached-reviews';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { sellingOffersOf } from '@/lib/shared/selling/selling-settings';
import { ProductReviews } from '@/components/catalogue/product-reviews/product-reviews';
import { productOpenGraphTags } from '@/lib/server/seo/metadata-builders';
import { shopName } from '@/lib/shared/seo/page-meta';
import { merchantTerms } from '@/lib/shared/seo/merchant-terms';
import { pageMetadata } from '@/lib/server/seo/page-metadata';
import { productPreview } from '@/lib/server/seo/link-previews';
import { absoluteUrl, siteUrl } from '@/lib/server/seo/site-url';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { DEFAULT_COUNTRY_OF_ORIGIN } from '@/lib/shared/constants';
import { idParamSchema, type ApiProduct } from '@/lib/shared/schemas/catalogue-schema';

type Props = { params: Promise<{ id: string }> };

/** No product is built ahead: each page renders on its first visit and is then served from the cache. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

/** The product, or null when there is none with this id. A failed load sends the shopper to the list (spec section 8). */
const loadProduct = cache(async (idText: string): Promise<ApiProduct | null> => {
  const id = idParamSchema.safeParse(idText);
  if (!id.success) return null;
  let product: ApiProduct | null;
  try {
    product = await cachedProduct(id.data);
  } catch (error) {
    console.error(`Product ${id.data} failed to load`, error);
    redirect('/products');
  }
  return product;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata((await params).id);
}

/** The size chosen by the address, or undefined for the piece's own page (or a size it is not sold in). */
const variantOf = (product: ApiProduct, size: string | undefined) =>
  size === undefined ? undefined : product.variants?.find((v) => v.size === size);

/**
 * The piece's metadata; a size's page gives that size's price and its own address, as canonical and og:url
 * alike (its picture and price are that size's; its structured data and the feeds name the same address).
 */
export async function productMetadata(idText: string, size?: string): Promise<Metadata> {
  const product = await loadProduct(idText);
  // No robots here: the page answers 404 through notFound() (MissingPage), for which Next writes its own noindex
  // tag, and a second robots tag would leave crawlers two to choose from.
  if (!product) return { title: CATALOGUE_MESSAGES.productNotFound };
  const variant = variantOf(product, size);
  const price = variant?.price ?? product.price;
  return pageMetadata({
    title: product.name,
    description: product.description,
    path: variant ? sizePath(product.id, variant.size) : canonicalProductPath(product.id),
    preview: productPreview(product, size),
    price: { amount: price },
  });
}

export default async function ProductPage({ params }: Props) {
  return renderProductPage((await params).id);
}

/**
 * The piece's page, or with a size chosen (/products/{id}?size=16, rewritten by proxy.ts): that size's price,
 * stock and breakup are then the page's as rendered on the server. A size the piece is not sold in (any more)
 * sends the shopper to the piece's page.
 */
export async function renderProductPage(idText: string, size?: string) {
  const product = await loadProduct(idText);
  // 404 with the not-found page in the HTML, inside the shop's layout (missing-page.tsx says why not notFound()).
  if (!product) return <MissingPage content={<ProductNotFound />} />;
  const variant = variantOf(product, size);
  if (size !== undefined && !variant) permanentRedirect(canonicalProductPath(product.id));
  const [settings, related, reviews, categories] = await Promise.all([
    cachedShopSettings(),
    cachedRelatedProducts(product.id, product.category_id).catch((error: unknown) => {
      console.error(`Related products of ${product.id} failed to load`, error);
      return [];
    }),
    // The first page of approved reviews; a failure shows the page without them rather than no page.
    cachedProductReviews(product.id).catch((error: unknown) => {
      console.error(`Reviews of ${product.id} failed to load`, error);
      return null;
    }),
    // The category's parents, for the breadcrumb; without them it names the category alone.
    cachedCategories().catch(() => []),
  ]);
  return (
    <>
      {/* og:type product and its price: pageMetadata leaves these to the page (they need property=). */}
      <OpenGraphTags tags={productOpenGraphTags({ amount: variant?.price ?? product.price })} />
      <ProductDetail
        product={productPageData(product, undefined, categoryAncestors(product.category_id, categories))}
        initialSize={variant?.size}
        related={related.map(productCardData)}
        cartEnabled={settings.cart_enabled}
        origin={settings.seller?.country_of_origin || DEFAULT_COUNTRY_OF_ORIGIN}
        selling={sellingOffersOf(settings)}
        shopName={shopName(settings)}
        siteOrigin={siteUrl().origin}
        terms={merchantTerms(settings)}
        reviews={reviews?.reviews}
        chatLink={
          settings.contact.whatsapp && (
            <WhatsAppChatLink
              number={settings.contact.whatsapp}
              name={product.name}
              size={variant?.size}
              url={absoluteUrl(variant ? sizePath(product.id, variant.size) : canonicalProductPath(product.id))}
            />
          )
        }
        reviewSection={
          reviews && <ProductReviews productId={product.id} page={reviews} shopName={shopName(settings)} />
        }
      />
    </>
  );
}
