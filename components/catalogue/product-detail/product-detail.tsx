// The product page (spec section 2, Product detail). Server-rendered: name, price, description and details
// are in the HTML; the gallery and the purchase controls are the only islands.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { LOW_STOCK_HINT } from '@/lib/shared/constants';
import { CATALOGUE_MESSAGES, PRODUCT_MESSAGES } from '@/lib/shared/messages';
import type { Crumb } from '@/lib/server/seo/product-json-ld';
import { imageSrc } from '../image-src';
import { ProductGrid } from '../product-grid';
import { ProductPrice } from '../product-price';
import { ProductRating } from '../product-rating';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDescription, ProductFeatures } from './product-facts';
import { ProductGallery, type GalleryImage } from './product-gallery';
import { PurchasePanel } from './purchase-panel';

type Props = { product: ApiProduct; related: ApiProduct[]; trail: Crumb[]; cartEnabled: boolean };

function galleryImages(product: ApiProduct): GalleryImage[] {
  const described = product.images.length > 0 ? product.images.map((i) => ({ url: i.url, alt: i.alt })) : product.image_urls.map((url) => ({ url, alt: '' }));
  return described.flatMap(({ url, alt }, index) => {
    const src = imageSrc(url);
    return src ? [{ src, alt: alt || `${product.name}, picture ${index + 1}` }] : [];
  });
}

function stockHint(product: ApiProduct): string {
  if (!product.inStock) return PRODUCT_MESSAGES.soldOut;
  return product.stock_quantity <= LOW_STOCK_HINT ? PRODUCT_MESSAGES.fewLeft(product.stock_quantity) : PRODUCT_MESSAGES.inStock;
}

export function ProductDetail({ product, related, trail, cartEnabled }: Props) {
  const category = product.category?.name ?? CATALOGUE_MESSAGES.uncategorized;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ProductBreadcrumbs trail={trail} current={product.name} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 3, md: 6 }, alignItems: 'start' }}>
        <ProductGallery images={galleryImages(product)} name={product.name} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <div>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              {category}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
              {product.name}
            </Typography>
          </div>
          <ProductRating rating={product.rating} reviewCount={product.reviewCount} size="medium" />
          <div>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <ProductPrice price={product.price} originalPrice={product.originalPrice} size="large" />
              {product.discount > 0 && <Chip label={PRODUCT_MESSAGES.discountBadge(product.discount)} color="error" size="small" />}
              {product.isNew && <Chip label={PRODUCT_MESSAGES.newBadge} color="primary" size="small" />}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {CATALOGUE_MESSAGES.inclusiveTaxes}
            </Typography>
          </div>
          <Typography variant="body2" sx={{ fontWeight: 600, color: product.inStock ? 'success.main' : 'error.main' }}>
            {stockHint(product)}
          </Typography>
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
          <ProductFeatures tags={product.tags} />
        </Box>
      </Box>
      <Box sx={{ mt: { xs: 5, md: 8 } }}>
        <ProductDescription product={product} />
      </Box>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="related-products" sx={{ mt: { xs: 5, md: 8 } }}>
          <Typography id="related-products" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 3 }}>
            {PRODUCT_MESSAGES.relatedProducts}
          </Typography>
          <ProductGrid products={related} cartEnabled={cartEnabled} headingLevel="h3" />
        </Box>
      )}
    </Container>
  );
}
