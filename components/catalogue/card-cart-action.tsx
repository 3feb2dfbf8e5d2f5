// The card's cart button. Only a product that can be added right away needs the client island; the other
// states are plain server-rendered controls.
import { RouterLink } from '@/components/catalogue/router-link';
import Button from '@mui/material/Button';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { CART_MESSAGES, CATALOGUE_MESSAGES, PRODUCT_MESSAGES } from '@/lib/shared/messages';
import { AddToCartButton } from './add-to-cart-button';
import { productHref } from './product-links';

export function CardCartAction({ product, cartEnabled }: { product: ApiProduct; cartEnabled: boolean }) {
  if (!cartEnabled || !product.inStock) {
    return (
      <Button variant="contained" fullWidth size="small" disabled>
        {cartEnabled ? CART_MESSAGES.outOfStock : CART_MESSAGES.cartDisabled}
      </Button>
    );
  }
  if (product.sizes.length > 0) {
    return (
      <Button component={RouterLink} href={productHref(product.id)} variant="contained" fullWidth size="small" aria-label={`${PRODUCT_MESSAGES.selectSize}: ${product.name}`}>
        {PRODUCT_MESSAGES.selectSize}
      </Button>
    );
  }
  return (
    <AddToCartButton
      line={{
        productId: product.id,
        name: product.name,
        price: product.price,
        image: product.primary_image_url,
        category: product.category?.name ?? CATALOGUE_MESSAGES.uncategorized,
      }}
    />
  );
}
