// One saved product: picture, name (to the product), price, move to cart and remove.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { addToCart } from '@/lib/client/stores/cart-actions';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { removeFromWishlist } from '@/lib/client/stores/wishlist-store';
import { formatRupees } from '@/lib/shared/money';
import { CART_MESSAGES, CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { WISHLIST_PAGE_MESSAGES } from '@/lib/shared/messages/wishlist-page';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import type { WishlistItem } from '@/lib/shared/schemas/client-state-schema';
import { ProductThumb } from '@/components/cart/product-thumb';

export function WishlistCard({ item, cartEnabled }: { item: WishlistItem; cartEnabled: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  /**
   * The saved item may be old: the product is read again for its current price, stock and sizes. A piece that
   * comes in sizes needs one chosen, so the shopper goes to its page instead.
   */
  async function moveToCart() {
    setBusy(true);
    try {
      const { product } = await apiFetch<{ product: ApiProduct }>(`/products/${item.id}`);
      if (product.sizes.length > 0) {
        showMessage(WISHLIST_PAGE_MESSAGES.chooseSize, 'info');
        router.push(`/products/${item.id}`);
        return;
      }
      if (!product.inStock) {
        showMessage(CART_RULE_MESSAGES.itemOutOfStock, 'error');
        return;
      }
      const added = await addToCart({
        productId: product.id,
        name: product.name,
        price: product.price,
        image: product.primary_image_url,
        category: product.category?.name ?? CATALOGUE_MESSAGES.uncategorized,
        size: null,
        quantity: 1,
        stock: product.stock_quantity,
      });
      if (added) removeFromWishlist(item.id, { silent: true });
    } catch (error) {
      const gone = error instanceof ApiRequestError && error.status === 404;
      showMessage(gone ? CATALOGUE_MESSAGES.productNotFound : CART_MESSAGES.addFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="wishlist-item"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <ProductThumb src={item.image} alt={item.name} sizes="(max-width: 600px) 50vw, (max-width: 900px) 33vw, 25vw" />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography
          component={Link}
          href={`/products/${item.id}`}
          sx={{
            fontWeight: 600,
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.category}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{formatRupees(item.price)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={!cartEnabled || busy}
          onClick={() => void moveToCart()}
          aria-label={`Move ${item.name} to cart`}
        >
          {cartEnabled ? WISHLIST_PAGE_MESSAGES.moveToCart : CART_MESSAGES.cartDisabledButton}
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={busy}
          onClick={() => removeFromWishlist(item.id)}
          aria-label={`Remove ${item.name} from wishlist`}
        >
          {WISHLIST_PAGE_MESSAGES.remove}
        </Button>
      </CardActions>
    </Card>
  );
}
