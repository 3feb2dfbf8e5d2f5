import 'server-only';
export {
  getCart,
  cartItemCount,
  addItem,
  addOrUpdateItem,
  updateItem,
  removeItem,
  clearCart,
  applyCoupon,
  removeCoupon,
  mergeGuestCart,
} from './cart-service';
export { readCart } from './read-cart';
export { sizeError } from './cart-errors';
