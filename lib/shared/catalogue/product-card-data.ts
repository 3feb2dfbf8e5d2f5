// What a product card shows, and all it sends the browser: the card is a Client Component (so the page's React
// payload carries these fields once, not the card's whole element tree with its picture's srcset lists, and
// not the same product again for the heart and the cart button), and the server maps each product to this.
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import type { CartLine, WishlistItem } from '@/lib/shared/schemas/client-state-schema';

/** The price, its badges and the rating, as the API sends them: a card and the product page show the same. */
export type ProductPriceAndRating = Pick<
  ApiProduct,
  'price' | 'originalPrice' | 'discount' | 'isNew' | 'rating' | 'reviewCount'
>;

export function priceAndRating(product: ApiProduct): ProductPriceAndRating {
  const { price, originalPrice, discount, isNew, rating, reviewCount } = product;
  return { price, originalPrice, discount, isNew, rating, reviewCount };
}

/** The category's name, or the spec's 'Uncategorized'. */
export function categoryLabel(product: Pick<ApiProduct, 'category'>): string {
  return product.category?.name ?? CATALOGUE_MESSAGES.uncategorized;
}

export type ProductCardData = ProductPriceAndRating & {
  id: number;
  name: string;
  /** The category's name, or the spec's 'Uncategorized'. */
  category: string;
  image: string | null;
  alt: string;
  /** Units in stock; 0 when sold out. */
  stock: number;
  /** Sized pieces are chosen on their own page, so their card links there instead of adding. */
  sized: boolean;
  /** The sizes differ in price, so the price is the lowest, shown "From ₹…". */
  priceFrom: boolean;
};

export function productCardData(product: ApiProduct): ProductCardData {
  return {
    id: product.id,
    name: product.name,
    category: categoryLabel(product),
    image: product.primary_image_url,
    alt: product.images[0]?.alt || product.name,
    ...priceAndRating(product),
    stock: product.inStock ? product.stock_quantity : 0,
    sized: product.sizes.length > 0,
    priceFrom: product.price_from,
  };
}

/** The card as the wishlist keeps it. */
export function cardWishlistItem(card: ProductCardData): WishlistItem {
  return { id: card.id, name: card.name, price: card.price, image: card.image, category: card.category };
}

/** The card as a cart line before its size and quantity; a guest's cart stops at the stock (the server checks a logged-in shopper's). */
export function cardCartLine(card: ProductCardData): Omit<CartLine, 'id' | 'size' | 'quantity'> {
  return {
    productId: card.id,
    name: card.name,
    price: card.price,
    image: card.image,
    category: card.category,
    stock: card.stock,
  };
}
