// What a product card shows, and all it sends the browser: the card is a Client Component (so the page's React
// payload carries these fields once, not the card's whole element tree with its picture's srcset lists, and
// not the same product again for the heart and the cart button), and the server maps each product to this.
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import type { CartLine, WishlistItem } from '@/lib/shared/schemas/client-state-schema';

export type ProductCardData = {
  id: number;
  name: string;
  /** The category's name, or the spec's 'Uncategorized'. */
  category: string;
  image: string | null;
  alt: string;
  price: number;
  originalPrice: number | null;
  discount: number;
  isNew: boolean;
  rating: number;
  reviewCount: number;
  /** Units in stock; 0 when sold out. */
  stock: number;
  /** Sized pieces are chosen on their own page, so their card links there instead of adding. */
  sized: boolean;
};

export function productCardData(product: ApiProduct): ProductCardData {
  return {
    id: product.id,
    name: product.name,
    category: product.category?.name ?? CATALOGUE_MESSAGES.uncategorized,
    image: product.primary_image_url,
    alt: product.images[0]?.alt || product.name,
    price: product.price,
    originalPrice: product.originalPrice,
    discount: product.discount,
    isNew: product.isNew,
    rating: product.rating,
    reviewCount: product.reviewCount,
    stock: product.inStock ? product.stock_quantity : 0,
    sized: product.sizes.length > 0,
  };
}

/** The card as the wishlist keeps it. */
export function cardWishlistItem(card: ProductCardData): WishlistItem {
  return { id: card.id, name: card.name, price: card.price, image: card.image, category: card.category };
}

/** The card as a cart line before its size and quantity; a guest's cart stops at the stock (the server checks a logged-in shopper's). */
export function cardCartLine(card: ProductCardData): Omit<CartLine, 'id' | 'size' | 'quantity'> {
  return { productId: card.id, name: card.name, price: card.price, image: card.image, category: card.category, stock: card.stock };
}
