// One product in a grid (spec section 2, Product card). A Server Component: the name is a real link whose
// click area covers the whole card (works without JavaScript and for crawlers); the heart and the cart
// button sit above that area, so pressing them never opens the product.
import Link from 'next/link';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { CATALOGUE_MESSAGES, PRODUCT_MESSAGES } from '@/lib/shared/messages';
import { CardCartAction } from './card-cart-action';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { productHref } from './product-links';
import { WishlistButton } from './wishlist-button';

export type ProductCardProps = {
  product: ApiProduct;
  cartEnabled: boolean;
  /** next/image sizes for the grid this card sits in. */
  imageSizes: string;
  headingLevel?: 'h2' | 'h3';
};

const cardSx = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  transition: 'box-shadow 0.2s',
  '&:hover': { boxShadow: 6 },
  '& .card-actions': { opacity: 0, transform: 'translateY(8px)', transition: 'opacity 0.2s, transform 0.2s' },
  '&:hover .card-actions, &:focus-within .card-actions': { opacity: 1, transform: 'none' },
  // Touch screens have no hover: the button is always there.
  '@media (hover: none)': { '& .card-actions': { opacity: 1, transform: 'none' } },
  '& .card-link': { color: 'inherit', textDecoration: 'none' },
  '& .card-link::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '& .card-link:focus-visible': { outline: 'none' },
  '&:has(.card-link:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
} as const;

export function ProductCard({ product, cartEnabled, imageSizes, headingLevel = 'h3' }: ProductCardProps) {
  const category = product.category?.name ?? CATALOGUE_MESSAGES.uncategorized;
  return (
    <Card component="article" variant="outlined" sx={cardSx}>
      <Box sx={{ position: 'relative' }}>
        <ProductImage url={product.primary_image_url} alt={product.images[0]?.alt || product.name} sizes={imageSizes} />
        <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
          {product.isNew && <Chip label={PRODUCT_MESSAGES.newBadge} size="small" color="primary" />}
          {product.discount > 0 && <Chip label={PRODUCT_MESSAGES.discountBadge(product.discount)} size="small" color="error" />}
        </Box>
        <WishlistButton
          item={{ id: product.id, name: product.name, price: product.price, image: product.primary_image_url, category }}
          sx={{ position: 'absolute', top: 6, right: 6, zIndex: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
        />
        <Box className="card-actions" sx={{ position: 'absolute', left: 8, right: 8, bottom: 8, zIndex: 2 }}>
          <CardCartAction product={product} cartEnabled={cartEnabled} />
        </Box>
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {category}
        </Typography>
        <Typography component={headingLevel} sx={{ fontSize: '0.95rem', fontWeight: 600, lineHeight: 1.35 }}>
          <Link href={productHref(product.id)} className="card-link">
            {product.name}
          </Link>
        </Typography>
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        <Box sx={{ mt: 'auto' }}>
          <ProductPrice price={product.price} originalPrice={product.originalPrice} />
        </Box>
      </Box>
    </Card>
  );
}
